import { describe, expect, it } from 'vitest';
import { avatarUrl, DEFAULT_AVATAR } from './avatar';

describe('avatarUrl', () => {
  it('shows our own uploaded photo and the default picture for anything else', () => {
    expect(avatarUrl({ id: '1', name: 'A', email: 'a@x.io', image: '/api/profile/photo?v=1' })).toBe(
      '/api/profile/photo?v=1',
    );
    expect(avatarUrl({ id: '1', name: 'A', email: 'a@x.io', image: 'https://lh3.example/photo.jpg' })).toBe(
      DEFAULT_AVATAR,
    );
    expect(avatarUrl(null)).toBe(DEFAULT_AVATAR);
  });
});
