import Bowser from 'bowser';

/** A session's browser and system in a person's words ("Chrome on Android"), from the User-Agent it signed in with. */
export function deviceName(userAgent: string | null | undefined): string {
  if (!userAgent?.trim()) return 'Unknown device';
  const { browser, os } = Bowser.parse(userAgent);
  if (browser.name && os.name) return `${browser.name} on ${os.name}`;
  return browser.name || os.name || 'Unknown device';
}
