// Version check (SPEC §4, §8): when /version.json differs from the built version, show "new content
// found, auto-updating" for 1.5 s and reload. One reload at a time.
import { VERSION_UPDATE_MESSAGE_MS } from '../../shared/constants';
import { fetchDeployedVersion } from '../api/authCalls';
import { notify } from '../api/notify';
import i18n from '../i18n/i18n';

let reloading = false;

export async function checkVersion(
  builtVersion: string = __APP_VERSION__,
  reload: () => void = () => window.location.reload(),
  fetchVersion: () => Promise<string | null> = fetchDeployedVersion,
): Promise<boolean> {
  if (reloading) return true;
  const deployed = await fetchVersion();
  if (!deployed || deployed === builtVersion) return false;
  reloading = true;
  notify('success', i18n.t('common.newVersion'), VERSION_UPDATE_MESSAGE_MS);
  setTimeout(reload, VERSION_UPDATE_MESSAGE_MS);
  return true;
}
