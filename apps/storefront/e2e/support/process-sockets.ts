import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

/**
 * The local TCP ports of a process's open sockets, from Linux's /proc: its descriptors name socket inodes, and
 * /proc/net/tcp{,6} give each inode's local address. The fault test matches them with PostgreSQL's
 * `pg_stat_activity.client_port` to see what one storefront process is doing in the database right now.
 */
export function localTcpPorts(pid: number): number[] {
  const inodes = new Set<string>();
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    try {
      const match = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
      if (match) inodes.add(match[1]!);
    } catch {
      // Closed since the listing.
    }
  }
  const ports: number[] = [];
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let lines: string[];
    try {
      lines = readFileSync(table, 'utf8').split('\n').slice(1);
    } catch {
      continue;
    }
    for (const line of lines) {
      // sl local_address rem_address st tx:rx tr:when retrnsmt uid timeout inode ...; the port is hex after ':'.
      const fields = line.trim().split(/\s+/);
      if (fields.length > 9 && inodes.has(fields[9]!)) ports.push(parseInt(fields[1]!.split(':')[1]!, 16));
    }
  }
  return ports;
}
