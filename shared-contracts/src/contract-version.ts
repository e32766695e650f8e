/**
 * Version of the contract between the host and its remotes (mount props, bus events, slots).
 * Bump the major version for any change a remote built against the old contract cannot survive;
 * the host refuses to mount a remote whose major differs.
 */
export const CONTRACT_VERSION = '1.5.0';

export function contractMajor(version: string): number | null {
  const match = /^(\d+)\.\d+\.\d+/.exec(version);
  return match ? Number(match[1]) : null;
}

export function isCompatibleContract(remoteVersion: unknown, hostVersion: string = CONTRACT_VERSION): boolean {
  if (typeof remoteVersion !== 'string') return false;
  const remoteMajor = contractMajor(remoteVersion);
  return remoteMajor !== null && remoteMajor === contractMajor(hostVersion);
}
