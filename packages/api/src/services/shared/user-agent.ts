// What a User-Agent says of a device, in words a practitioner recognizes ("Firefox 132", "Windows"), read with bowser
// (docs/access-log.md). Never trusted for anything but display and the new-device mail.
import Bowser from 'bowser';

export type TDevice = { browser: string | null; os: string | null; deviceType: 'desktop' | 'mobile' | 'tablet' | null };

const NONE: TDevice = { browser: null, os: null, deviceType: null };

export function describeUserAgent(userAgent: string | null | undefined): TDevice {
  if (!userAgent) return NONE;
  try {
    const parsed = Bowser.parse(userAgent.slice(0, 500));
    const major = parsed.browser.version?.split('.')[0];
    const browser = parsed.browser.name ? (major ? `${parsed.browser.name} ${major}` : parsed.browser.name) : null;
    const os = parsed.os.name ? (parsed.os.versionName ? `${parsed.os.name} ${parsed.os.versionName}` : parsed.os.name) : null;
    const type = parsed.platform.type;
    const deviceType = type === 'desktop' || type === 'mobile' || type === 'tablet' ? type : null;
    return { browser, os, deviceType };
  } catch {
    return NONE;
  }
}

/** "Firefox 132 · Windows 10", or null when nothing is known. */
export function deviceLabel(userAgent: string | null | undefined): string | null {
  const { browser, os } = describeUserAgent(userAgent);
  const parts = [browser, os].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** The device's family for the new-device check: browser and OS names without versions (an update is no new device). */
export function deviceFamily(userAgent: string | null | undefined): string | null {
  if (!userAgent) return null;
  try {
    const parsed = Bowser.parse(userAgent.slice(0, 500));
    if (!parsed.browser.name && !parsed.os.name) return null;
    return `${parsed.browser.name ?? '?'}|${parsed.os.name ?? '?'}|${parsed.platform.type ?? '?'}`;
  } catch {
    return null;
  }
}
