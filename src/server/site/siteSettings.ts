// The site settings file of SPEC §3, kept in DATA_DIR/site.json so an operator can edit it without a
// deploy; written with the defaults when missing. Served at /local/settings/site.json.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

export interface SiteSettings {
  isLanguage: boolean;
  homePageUrl: string;
  defaultLanguage: string;
  isFooter: boolean;
  companyRight: string;
  bah: string;
  comAdd: string;
  comEmail: string;
  logoWidth: number;
  logoHeight: number;
}

export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  isLanguage: true,
  homePageUrl: 'https://example.com/',
  defaultLanguage: 'zh',
  isFooter: true,
  companyRight: '© 2026 F9 Logistics Co., Ltd.',
  bah: '沪ICP备00000000号',
  comAdd: 'Room 1001, 88 Century Avenue, Pudong, Shanghai, China',
  comEmail: 'service@example.com',
  logoWidth: 120,
  logoHeight: 40,
};

export const siteSettingsFile = (dataDir: string) => resolve(dataDir, 'site.json');

/** Writes the defaults when the file is missing; never overwrites an operator's file. */
export function ensureSiteSettings(dataDir: string): void {
  const file = siteSettingsFile(dataDir);
  if (existsSync(file)) return;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(DEFAULT_SITE_SETTINGS, null, 2)}\n`);
}

/** The file's settings over the defaults; a missing or broken file yields the defaults. */
export function readSiteSettings(dataDir: string | null): SiteSettings {
  if (!dataDir) return DEFAULT_SITE_SETTINGS;
  try {
    const parsed = JSON.parse(readFileSync(siteSettingsFile(dataDir), 'utf8')) as Partial<SiteSettings>;
    const out: Record<string, unknown> = { ...DEFAULT_SITE_SETTINGS };
    for (const key of Object.keys(DEFAULT_SITE_SETTINGS) as Array<keyof SiteSettings>) {
      if (typeof parsed[key] === typeof DEFAULT_SITE_SETTINGS[key]) out[key] = parsed[key];
    }
    return out as unknown as SiteSettings;
  } catch {
    return DEFAULT_SITE_SETTINGS;
  }
}
