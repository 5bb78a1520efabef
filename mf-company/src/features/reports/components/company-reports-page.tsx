import { PageLoader, paths, staffCapabilities } from '@portal/shared';
import { lastDays, ReportBody, ReportRangeForm, type ReportRange } from '@portal/shared/charts';
import { Card, Flex, Select, Typography } from 'antd';
import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { useCompanyWorkspace } from '../../../lib/workspace/use-company-workspace';
import { useCompanyReportQuery } from '../api/get-company-report';
import { CompanyReportSections } from './company-report-sections';

function CompanyReports({ wholeCompany }: { wholeCompany: boolean }) {
  const [range, setRange] = useState<ReportRange>(() => lastDays(90));
  const [jobId, setJobId] = useState<string>();
  const report = useCompanyReportQuery({ range, jobId });
  const jobOptions = (report.data?.jobs ?? []).map((j) => ({ value: j.job_id, label: j.title }));

  return (
    <>
      <Typography.Paragraph type="secondary">
        {wholeCompany
          ? 'Applications to every job of your company, by the day they applied (UTC).'
          : 'Applications to the jobs you work on, by the day they applied (UTC).'}
      </Typography.Paragraph>
      <Flex wrap gap="middle" align="center" style={{ marginBottom: 16 }}>
        <ReportRangeForm value={range} onChange={setRange} />
        <Select<string>
          aria-label="Job"
          placeholder="All jobs"
          allowClear
          showSearch
          optionFilterProp="label"
          style={{ minWidth: 240 }}
          value={jobId}
          onChange={(value?: string) => setJobId(value)}
          options={jobOptions}
        />
      </Flex>
      <ReportBody report={report}>
        {(data) => (
          <CompanyReportSections report={data} fileSuffix={`${range.from}-to-${range.to}`} />
        )}
      </ReportBody>
    </>
  );
}

/** Hiring reports: funnel, time in stage, sources, vendors, jobs and team activity over a date range. */
export function CompanyReportsPage() {
  const workspace = useCompanyWorkspace();
  if (workspace.loading) return <PageLoader />;
  const { isAdmin, isManager, isRecruiter } = staffCapabilities(workspace.membership?.role);
  if (!isAdmin && !isManager && !isRecruiter) {
    return <Navigate to={paths.company.dashboard} replace />;
  }
  return (
    <Card>
      <Typography.Title level={2}>Reports</Typography.Title>
      <CompanyReports wholeCompany={isAdmin} />
    </Card>
  );
}
