import { formatDate, messageOf } from '@portal/shared';
import { Card, List, Typography } from 'antd';
import { useApplicationCreditsQuery, type ApplicationCredit } from '../api/get-application-credits';

function creditText(credit: ApplicationCredit) {
  return credit.since
    ? `${credit.credited_to} (owns this candidate here since ${formatDate(credit.since)})`
    : credit.credited_to;
}

/**
 * Whom the applications are credited to under the ownership rule: a vendor and its recruiter,
 * Direct or Company-managed. With one application it reads as one line.
 */
export function ApplicationCreditsCard({
  applications,
}: {
  applications: { id: string; title?: string }[];
}) {
  const credits = useApplicationCreditsQuery(applications.map((a) => a.id).slice(0, 100));
  if (applications.length === 0) return null;
  const titleOf = new Map(applications.map((a) => [a.id, a.title]));
  const rows = credits.data ?? [];
  return (
    <Card title="Credited To" size="small" loading={credits.isPending}>
      {credits.error ? (
        <Typography.Text type="danger">
          Failed to load whom the applications are credited to: {messageOf(credits.error)}
        </Typography.Text>
      ) : applications.length === 1 ? (
        <Typography.Text>{rows[0] ? creditText(rows[0]) : '—'}</Typography.Text>
      ) : (
        <List
          size="small"
          dataSource={rows}
          renderItem={(credit) => (
            <List.Item>
              <Typography.Text>
                {titleOf.get(credit.application_id) ?? 'Application'}: {creditText(credit)}
              </Typography.Text>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
