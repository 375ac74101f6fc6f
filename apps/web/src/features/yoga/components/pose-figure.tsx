import { POSE_PLACEHOLDER_IMAGE, type Pose } from '@thrive/contract';
import { ImageWithFallback } from '../../../components/ui/image-with-fallback';
import './pose-figure.css';

interface PoseFigureProps {
  pose: Pick<Pose, 'englishName' | 'image' | 'imagePng'>;
  /** Empty where the pose's name is written beside the picture. */
  alt?: string;
  className?: string;
  loading?: 'lazy' | 'eager';
  /** Set on a soft backdrop with rounded corners, as the modal, pose page and session player show it. */
  framed?: boolean;
}

/** The pose's figure: our SVG drawing, or the service's picture when a remote service supplies one. */
export function PoseFigure({
  pose,
  alt = `${pose.englishName} pose`,
  className,
  loading = 'lazy',
  framed = false,
}: PoseFigureProps) {
  const image = (
    <ImageWithFallback
      className={className}
      src={pose.image || pose.imagePng}
      fallbackSrc={POSE_PLACEHOLDER_IMAGE}
      alt={alt}
      width={480}
      height={360}
      loading={loading}
      decoding="async"
    />
  );
  return framed ? <div className="pose-frame">{image}</div> : image;
}
