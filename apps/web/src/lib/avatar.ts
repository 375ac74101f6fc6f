import type { AuthUser } from '@thrive/contract';

export const DEFAULT_AVATAR = '/default-avatar.svg';

/** Only our own photo endpoint is shown: pictures from Google or Facebook would be hot-linked. */
export function ownPhoto(image: string | null | undefined): string | null {
  return image?.startsWith('/api/') ? image : null;
}

export function avatarUrl(user: AuthUser | null): string {
  return ownPhoto(user?.image) ?? DEFAULT_AVATAR;
}
