// A QR code of a link, drawn by the `qrcode` package as SVG and shown through a data: URL (the CSP allows data: images).
import { useEffect, useState } from 'react';
import QRCode from 'qrcode';
import { cn } from '../../components/ui';
import { svgDataUrl } from '../../lib/clipboard';

export function QrCode({ value, alt, className }: { value: string; alt: string; className?: string }) {
  const [src, setSrc] = useState<{ value: string; url: string } | null>(null);
  useEffect(() => {
    let cancelled = false;
    QRCode.toString(value, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
      .then((svg) => {
        if (!cancelled) setSrc({ value, url: svgDataUrl(svg) });
      })
      .catch(() => {
        if (!cancelled) setSrc(null);
      });
    return () => {
      cancelled = true;
    };
  }, [value]);
  if (!src || src.value !== value) return <div className={cn('aspect-square animate-pulse rounded-xl bg-slate-100', className)} aria-hidden="true" />;
  return <img src={src.url} alt={alt} className={cn('aspect-square rounded-xl bg-white', className)} />;
}
