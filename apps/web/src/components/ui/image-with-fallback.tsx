import { useState, type ImgHTMLAttributes } from 'react';

interface ImageWithFallbackProps extends ImgHTMLAttributes<HTMLImageElement> {
  src: string;
  fallbackSrc: string;
  alt: string;
}

/** An image that swaps to a local fallback picture when its own fails to load. */
export function ImageWithFallback({ src, fallbackSrc, alt, ...rest }: ImageWithFallbackProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = failedSrc === src || !src ? fallbackSrc : src;
  return <img {...rest} src={shown} alt={alt} onError={() => setFailedSrc(src)} />;
}
