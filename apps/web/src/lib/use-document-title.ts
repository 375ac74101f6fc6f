import { useEffect } from 'react';

const SITE_NAME = 'Thrive';

/** Names the browser tab after the screen, so history and assistive tech can tell pages apart. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${SITE_NAME}` : `${SITE_NAME} — meal planning, yoga and gym`;
  }, [title]);
}
