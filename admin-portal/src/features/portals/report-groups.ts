import type { PortalReport } from '@grocery/shared-api';

export interface ReportGroup {
  version: string;
  reason: string;
  count: number;
  /** the newest report's time */
  latest: string;
}

/**
 * The same failure reported by many page loads is one line with a count: the newest reports
 * come first, and so does the group of the newest.
 */
export function groupReports(reports: PortalReport[]): ReportGroup[] {
  const groups = new Map<string, ReportGroup>();
  for (const report of reports) {
    const key = `${report.version}\n${report.reason}`;
    const group = groups.get(key);
    if (group) group.count += 1;
    else
      groups.set(key, {
        version: report.version,
        reason: report.reason,
        count: 1,
        latest: report.reportedAt,
      });
  }
  return [...groups.values()];
}
