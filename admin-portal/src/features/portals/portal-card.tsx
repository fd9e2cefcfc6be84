import type { PortalReleases } from '@grocery/shared-api';
import { Badge, Button, Card, formatDateTime } from '@grocery/shared-ui';
import type { PendingChange } from './portal-dialogs';
import { groupReports } from './report-groups';

interface Props {
  portal: PortalReleases;
  onChange: (change: PendingChange) => void;
}

/** One portal: what is served, the canary, every release with Promote, and browser reports. */
export function PortalCard({ portal, onChange }: Props) {
  const { live, canary, previous } = portal;
  const rollback: PendingChange | null = canary
    ? {
        kind: 'rollback',
        portal: portal.portal,
        version: canary.release.version,
        target: live?.version ?? '',
      }
    : live && previous
      ? { kind: 'rollback', portal: portal.portal, version: live.version, target: previous.version }
      : null;
  const headingId = `portal-${portal.portal}`;
  return (
    <Card as="section" padding="md" className="ap-portal" aria-labelledby={headingId}>
      <div className="ap-portal__head">
        <h2 id={headingId} className="ap-portal__name">
          {portal.portal}
        </h2>
        <Button
          variant="outline"
          size="sm"
          disabled={!rollback}
          onClick={() => rollback && onChange(rollback)}
        >
          Roll back
        </Button>
      </div>
      <dl className="ap-portal__serving">
        <div>
          <dt>Live</dt>
          <dd>{live?.version ?? 'None'}</dd>
        </div>
        <div>
          <dt>Canary</dt>
          <dd>
            {canary ? `${canary.release.version} for ${canary.percent}% of browsers` : 'None'}
          </dd>
        </div>
      </dl>
      <h3 className="ap-portal__sub">History</h3>
      <ul className="ap-portal__history">
        {portal.history.map((release) => {
          const isLive = release.id === live?.id;
          const isCanary = release.id === canary?.release.id;
          return (
            <li key={release.id} className="ap-portal__release">
              <div className="ap-portal__release-text">
                <span className="ap-portal__version">{release.version}</span>
                {isLive && (
                  <Badge variant="success" size="sm">
                    Live
                  </Badge>
                )}
                {isCanary && (
                  <Badge variant="warning" size="sm">
                    Canary {canary!.percent}%
                  </Badge>
                )}
                <span className="ap-portal__meta">
                  Published by {release.publishedBy}, {formatDateTime(release.publishedAt)}
                  {release.promotions[0] &&
                    ` · promoted by ${release.promotions[0].promotedBy}, ${formatDateTime(release.promotions[0].promotedAt)}`}
                </span>
                <span className="ap-portal__entry">{release.entry}</span>
              </div>
              {!isLive && (
                <Button
                  size="sm"
                  aria-label={`Promote ${portal.portal} ${release.version}`}
                  onClick={() =>
                    onChange({ kind: 'promote', portal: portal.portal, version: release.version })
                  }
                >
                  Promote
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      <h3 className="ap-portal__sub">Reports from browsers</h3>
      {portal.reports.length === 0 ? (
        <p className="ap-portal__meta">No browser has reported a failed release.</p>
      ) : (
        <ul className="ap-portal__reports">
          {groupReports(portal.reports).map((group) => (
            <li key={`${group.version}-${group.reason}`}>
              <span className="ap-portal__report-head">
                <strong>{group.version}</strong>{' '}
                {group.count === 1 ? 'reported once' : `reported ${group.count} times`}, latest{' '}
                {formatDateTime(group.latest)}
              </span>
              <span>{group.reason}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
