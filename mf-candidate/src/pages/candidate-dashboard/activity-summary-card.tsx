import { Card, Col, Row, Statistic } from 'antd';

export interface ActivitySummaryProps {
  applications: number | null;
  interviews: number | null;
  availableJobs: number | null;
}

const shown = (value: number | null) => (value === null ? '-' : value);

/** 'Activity Summary'; profile views are not tracked and always show a dash. */
export function ActivitySummaryCard({
  applications,
  interviews,
  availableJobs,
}: ActivitySummaryProps) {
  return (
    <Card title="Activity Summary">
      <Row gutter={[16, 16]}>
        <Col span={12}>
          <Statistic title="Applications" value={shown(applications)} />
        </Col>
        <Col span={12}>
          <Statistic title="Interviews" value={shown(interviews)} />
        </Col>
        <Col span={12}>
          <Statistic title="Available Jobs" value={shown(availableJobs)} />
        </Col>
        <Col span={12}>
          <Statistic title="Profile Views" value="-" />
        </Col>
      </Row>
    </Card>
  );
}
