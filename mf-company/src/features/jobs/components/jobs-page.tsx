import { paths } from '@portal/shared';
import { Button, Space, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { RequireActiveCompany } from '../../../components/workspace/require-active-company';
import { JobPostingsList } from './job-postings-list';

export function JobsPage() {
  const navigate = useNavigate();
  return (
    <RequireActiveCompany>
      {({ company, user, capabilities }) => (
        <Space orientation="vertical" size="large" style={{ width: '100%' }}>
          <Space style={{ justifyContent: 'space-between', width: '100%' }} wrap>
            <Typography.Title level={2} style={{ margin: 0 }}>
              Jobs
            </Typography.Title>
            <Button type="primary" onClick={() => navigate(paths.company.createJob)}>
              Post a New Job
            </Button>
          </Space>
          <JobPostingsList
            companyId={company!.id}
            userId={user!.id}
            canAssignJobs={capabilities.canAssignJobs}
          />
        </Space>
      )}
    </RequireActiveCompany>
  );
}
