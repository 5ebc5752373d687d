// Draws the export documents with pdfkit and its built-in Helvetica: practice header, blocks of details, the answers
// of one submission (indented conditional fields, pictures), and the footer of every page (generation date, page n / N).
import PDFDocument from 'pdfkit';
import { PRODUCT_NAME } from '@praxiform/domain';
import { answerRows, type TAnswerRow } from './answer-rows';
import type { TExportLabels } from './labels';
import type { TExportSubmission, TPractice } from './load-export';
import type { TPictures } from './pictures';
import { toWinAnsi } from './win-ansi';

const MARGIN = 50;
const FOOTER_HEIGHT = 40;
const INDENT = 16;
const PICTURE_MAX_HEIGHT = 340;
const COLORS = { text: '#1e293b', muted: '#64748b', accent: '#237a75', rule: '#cbd5e1', alert: '#b91c1c' } as const;

/** What pdfkit's openImage returns (not in @types/pdfkit): the size in pixels and the EXIF orientation. */
type TOpenedImage = { width: number; height: number; orientation?: number };
type TImageDocument = {
  openImage: (src: Buffer) => TOpenedImage;
  image: (src: TOpenedImage, x: number, y: number, options: { width: number; height: number }) => void;
};

export class ExportPdf {
  private readonly doc: PDFKit.PDFDocument;
  private readonly bytes: Promise<Buffer>;

  constructor(
    private readonly labels: TExportLabels,
    info: { title: string; author: string },
  ) {
    this.doc = new PDFDocument({
      size: 'A4',
      margins: { top: MARGIN, bottom: MARGIN + FOOTER_HEIGHT, left: MARGIN, right: MARGIN },
      bufferPages: true,
      lang: labels.locale,
      displayTitle: true,
      info: { Title: toWinAnsi(info.title), Author: toWinAnsi(info.author), Creator: PRODUCT_NAME },
    });
    const chunks: Buffer[] = [];
    this.doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    this.bytes = new Promise((resolve, reject) => {
      this.doc.on('end', () => resolve(Buffer.concat(chunks)));
      this.doc.on('error', reject);
    });
  }

  private get left(): number {
    return this.doc.page.margins.left;
  }

  private get contentWidth(): number {
    return this.doc.page.width - this.doc.page.margins.left - this.doc.page.margins.right;
  }

  private get bottom(): number {
    return this.doc.page.height - this.doc.page.margins.bottom;
  }

  /** Starts a new page unless `height` points still fit on this one (keeps a question with its answer). */
  private ensureSpace(height: number): void {
    if (this.doc.y + height > this.bottom) this.doc.addPage();
  }

  private write(text: string, options: { x?: number; width?: number; font?: string; size?: number; color?: string; gap?: number } = {}): void {
    const x = options.x ?? this.left;
    this.doc
      .font(options.font ?? 'Helvetica')
      .fontSize(options.size ?? 10.5)
      .fillColor(options.color ?? COLORS.text)
      .text(toWinAnsi(text), x, this.doc.y, { width: options.width ?? this.contentWidth - (x - this.left), paragraphGap: options.gap ?? 0 });
  }

  private rule(): void {
    this.doc.moveDown(0.4);
    const y = this.doc.y;
    this.doc
      .moveTo(this.left, y)
      .lineTo(this.left + this.contentWidth, y)
      .lineWidth(0.5)
      .strokeColor(COLORS.rule)
      .stroke();
    this.doc.y = y + 10;
  }

  newPage(): void {
    this.doc.addPage();
  }

  practiceHeader(practice: TPractice): void {
    this.write(practice.name, { font: 'Helvetica-Bold', size: 13, color: COLORS.accent });
    const profession = this.labels.profession(practice.profession, practice.customProfession);
    if (profession) this.write(profession, { size: 9.5, color: COLORS.muted });
    if (practice.workAddress) this.write(practice.workAddress, { size: 9.5, color: COLORS.muted });
    this.rule();
  }

  title(text: string): void {
    this.ensureSpace(60);
    this.write(text, { font: 'Helvetica-Bold', size: 16, gap: 6 });
  }

  subtitle(text: string): void {
    this.ensureSpace(50);
    this.doc.moveDown(0.6);
    this.write(text, { font: 'Helvetica-Bold', size: 12.5, color: COLORS.accent, gap: 4 });
  }

  /** "Label: value" lines; null values are left out. */
  details(lines: readonly (readonly [string, string | null])[]): void {
    for (const [label, value] of lines) {
      if (value === null || value.trim() === '') continue;
      this.ensureSpace(16);
      // French typography puts a non-breaking space before the colon (docs/product.md#terms).
      const separator = this.labels.locale === 'fr' ? '\u00a0: ' : ': ';
      this.doc
        .font('Helvetica-Bold')
        .fontSize(10)
        .fillColor(COLORS.muted)
        .text(toWinAnsi(label + separator), this.left, this.doc.y, { continued: true, width: this.contentWidth });
      this.doc.font('Helvetica').fillColor(COLORS.text).text(toWinAnsi(value), { continued: false });
    }
  }

  paragraph(text: string, options: { muted?: boolean } = {}): void {
    this.ensureSpace(16);
    this.write(text, { color: options.muted ? COLORS.muted : COLORS.text, font: options.muted ? 'Helvetica-Oblique' : 'Helvetica' });
  }

  /**
   * Title, patient (every detail, or only the name inside the patient's own file, whose first page has the rest),
   * dates, score, then every visible answer.
   */
  submission(submission: TExportSubmission, pictures: TPictures, options: { patient: 'details' | 'name' }): void {
    const { t } = this.labels;
    this.title(submission.formName);
    const person = submission.patient ?? submission.respondent;
    const name = person ? [person.firstName, person.lastName].filter(Boolean).join(' ') : '';
    const lines: [string, string | null][] = [];
    lines.push([t('patient'), name || t('anonymousRespondent')]);
    if (options.patient === 'details') {
      lines.push([t('email'), person?.email ?? null]);
      if (submission.patient) lines.push([t('phone'), submission.patient.phone]);
    }
    lines.push([t('sentAt'), submission.sentAt ? this.labels.moment(submission.sentAt) : null]);
    lines.push([t('completedAt'), submission.completedAt ? this.labels.moment(submission.completedAt) : null]);
    if (submission.score) {
      // The band next to the score (docs/scores.md#bands), then whether it is a positive screen (#positive-screen).
      const band = submission.band ? ` – ${submission.band.label}` : '';
      const positive = submission.positiveScreen ? ` – ${t('positiveScreen')}` : '';
      lines.push([t('score'), `${submission.score.value} / ${submission.score.max}${band}${positive}`]);
    }
    this.details(lines);
    this.rule();
    const alerts = new Set(submission.alertFieldIds);
    for (const row of answerRows(submission.fields, submission.answers, this.labels)) this.answer(row, pictures, alerts.has(row.fieldId));
  }

  /** One question and its answer; an alert answer (docs/scores.md#alerts) in red, followed by the alert word. */
  private answer(row: TAnswerRow, pictures: TPictures, alert = false): void {
    const x = this.left + Math.min(row.depth, 5) * INDENT;
    const width = this.contentWidth - (x - this.left);
    this.ensureSpace(row.answer.kind === 'none' ? 18 : 34);
    this.doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .fillColor(alert ? COLORS.alert : COLORS.text)
      .text(toWinAnsi(row.title), x, this.doc.y, { width, continued: row.practitionerOnly });
    if (row.practitionerOnly)
      this.doc
        .font('Helvetica-Oblique')
        .fillColor(COLORS.muted)
        .text(toWinAnsi(` ${this.labels.t('practitionerOnly')}`), { continued: false });
    this.doc.moveDown(0.15);
    const answer = row.answer;
    if (answer.kind === 'text' && alert)
      this.write(`${answer.text} (${this.labels.t('alert')})`, { x, width, color: COLORS.alert, font: 'Helvetica-Bold' });
    else if (answer.kind === 'text') this.write(answer.text, { x, width });
    else if (answer.kind === 'unanswered') this.write('—', { x, width, color: COLORS.muted });
    else if (answer.kind === 'picture') this.picture(pictures.get(answer.fileId) ?? null, x, width);
    this.doc.moveDown(0.7);
  }

  /** Scaled to the width left of the indent (never enlarged), and to a height that keeps it on one page. */
  private picture(bytes: Buffer | null, x: number, width: number): void {
    const doc = this.doc as unknown as TImageDocument;
    let image: TOpenedImage | null = null;
    try {
      image = bytes ? doc.openImage(bytes) : null;
    } catch {
      image = null;
    }
    if (!image) {
      this.write(this.labels.t('imageMissing'), { x, width, color: COLORS.muted, font: 'Helvetica-Oblique' });
      return;
    }
    const rotated = (image.orientation ?? 1) > 4;
    const naturalWidth = rotated ? image.height : image.width;
    const naturalHeight = rotated ? image.width : image.height;
    const maxHeight = Math.min(PICTURE_MAX_HEIGHT, this.bottom - this.doc.page.margins.top);
    const scale = Math.min(1, width / naturalWidth, maxHeight / naturalHeight);
    const drawnWidth = naturalWidth * scale;
    const drawnHeight = naturalHeight * scale;
    this.ensureSpace(drawnHeight + 4);
    const y = this.doc.y + 2;
    doc.image(image, x, y, { width: drawnWidth, height: drawnHeight });
    this.doc.y = y + drawnHeight + 2;
  }

  /** Writes the footer on every page and returns the finished file. */
  finish(): Promise<Buffer> {
    const { t } = this.labels;
    const generated = `${PRODUCT_NAME} · ${t('confidential')} · ${t('generatedAt', { date: this.labels.moment(new Date()) })}`;
    const range = this.doc.bufferedPageRange();
    for (let index = range.start; index < range.start + range.count; index += 1) {
      this.doc.switchToPage(index);
      // The footer sits inside the bottom margin: without this, writing there would start a new page.
      const margins = this.doc.page.margins;
      const bottomMargin = margins.bottom;
      margins.bottom = 0;
      const y = this.doc.page.height - MARGIN - 12;
      const pageLabel = t('page', { page: index - range.start + 1, pages: range.count });
      this.doc.font('Helvetica').fontSize(8).fillColor(COLORS.muted);
      this.doc.text(toWinAnsi(generated), this.left, y, { width: this.contentWidth - 90, lineBreak: false, ellipsis: true });
      this.doc.text(toWinAnsi(pageLabel), this.left + this.contentWidth - 90, y, { width: 90, align: 'right', lineBreak: false });
      margins.bottom = bottomMargin;
    }
    this.doc.end();
    return this.bytes;
  }
}
