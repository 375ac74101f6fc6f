import type { AuthUser } from '@thrive/contract';
import { avatarUrl, DEFAULT_AVATAR } from '../../lib/avatar';
import { ImageWithFallback } from './image-with-fallback';

/** The user's own photo, or the default picture when there is none or it fails to load. Decorative: its link or heading names it. */
export function UserAvatar({ user, size, className }: { user: AuthUser; size: number; className: string }) {
  return (
    <ImageWithFallback
      className={className}
      src={avatarUrl(user)}
      fallbackSrc={DEFAULT_AVATAR}
      alt=""
      width={size}
      height={size}
    />
  );
}
