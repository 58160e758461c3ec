import { useEffect, useState } from 'react';

/**
 * The address as a QR code, drawn in the browser from the very text on screen; the qrcode library loads only on
 * this page. Until it is ready, or if it cannot load, the server's picture of the same address is shown.
 */
export function useQrCode(text: string | undefined, fallback: string | undefined): string | undefined {
  const [drawn, setDrawn] = useState<{ text: string; url: string } | null>(null);
  useEffect(() => {
    if (!text) return undefined;
    let live = true;
    import('qrcode')
      .then((qr) => qr.toDataURL(text, { errorCorrectionLevel: 'M', margin: 1, width: 360 }))
      .then((url) => { if (live) setDrawn({ text, url }); })
      .catch(() => undefined);
    return () => { live = false; };
  }, [text]);
  return drawn !== null && drawn.text === text ? drawn.url : fallback;
}
