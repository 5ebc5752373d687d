// Browser helpers: copy to the clipboard, an SVG as an image URL, a file download (PDF, .txt) or a print-out (2FA backup codes).

/** false when the browser refuses (no permission, insecure context): the caller shows the copy-failed message. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** The server's SVG as a data URL for an <img>: the markup never enters the DOM, so it cannot run anything. */
export function svgDataUrl(svg: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(svg)) binary += String.fromCharCode(byte);
  return `data:image/svg+xml;base64,${btoa(binary)}`;
}

/** Saves a blob under `fileName` through a hidden a[download] (a PDF export, backup codes). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function downloadText(fileName: string, text: string): void {
  saveBlob(new Blob([text], { type: 'text/plain;charset=utf-8' }), fileName);
}

/** Prints the codes alone, through a hidden frame (no pop-up to block); text is set with textContent, never as HTML. */
export function printLines(title: string, lines: readonly string[]): void {
  const frame = document.createElement('iframe');
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  Object.assign(frame.style, { position: 'fixed', width: '0', height: '0', border: '0', right: '0', bottom: '0' });
  document.body.append(frame);
  const doc = frame.contentDocument;
  const win = frame.contentWindow;
  if (!doc || !win) {
    frame.remove();
    return;
  }
  doc.title = title;
  const heading = doc.createElement('h1');
  heading.textContent = title;
  heading.style.font = '600 18px system-ui, sans-serif';
  const list = doc.createElement('ol');
  list.style.font = '16px/2 ui-monospace, monospace';
  for (const line of lines) {
    const item = doc.createElement('li');
    item.textContent = line;
    list.append(item);
  }
  doc.body.append(heading, list);
  win.focus();
  win.print();
  window.setTimeout(() => frame.remove(), 1000);
}
