import { useEffect, useState } from 'react';
import { fetchOrderImage } from '../queries';
import styles from './c2c.module.css';

/** An image of an order (a proof or a chat picture): private, so fetched with the session and shown through an object URL. */
export function OrderImage({ orderId, imageId, alt, className }: { orderId: number; imageId: number; alt: string; className?: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    let made: string | null = null;
    fetchOrderImage(orderId, imageId, controller.signal).then((blob) => { made = URL.createObjectURL(blob); setUrl(made); }, () => undefined);
    return () => {
      controller.abort();
      if (made) URL.revokeObjectURL(made);
    };
  }, [orderId, imageId]);
  return url ? <img src={url} alt={alt} className={className ?? styles.proof} data-testid="c2c-image" /> : null;
}
