import { BankOutlined, ClockCircleOutlined, IdcardOutlined, TeamOutlined } from '@ant-design/icons';
import { Card, Col, Row, Skeleton, Statistic } from 'antd';
import type { ReactNode } from 'react';
import type { DashboardStats } from '../api/get-dashboard-stats';

const CARDS: { key: keyof DashboardStats; title: string; icon: ReactNode }[] = [
  { key: 'totalUsers', title: 'Total Users', icon: <TeamOutlined /> },
  { key: 'totalCompanies', title: 'Total Companies', icon: <BankOutlined /> },
  { key: 'pendingApprovals', title: 'Pending Approvals', icon: <ClockCircleOutlined /> },
  { key: 'totalCandidates', title: 'Total Candidates', icon: <IdcardOutlined /> },
];

export function StatCards({
  stats,
  loading,
}: {
  stats: DashboardStats | undefined;
  loading: boolean;
}) {
  return (
    <Row gutter={[16, 16]}>
      {CARDS.map(({ key, title, icon }) => {
        const value = stats?.[key];
        return (
          <Col key={key} xs={24} sm={12} lg={6}>
            <Card aria-label={title} role="region">
              {loading && !stats ? (
                <Skeleton active paragraph={false} title={{ width: '60%' }} />
              ) : (
                <Statistic title={title} value={value ?? '—'} prefix={icon} />
              )}
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}
