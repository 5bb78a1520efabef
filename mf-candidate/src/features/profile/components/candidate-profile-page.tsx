import { PageLoader, messageOf, paths, useAuthStore, useToast } from '@portal/shared';
import { type CandidateDocumentKind, type CandidateProfileValues } from '@portal/shared/validation';
import { Button, Card, Col, Flex, Progress, Result, Row, Space, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useUpdateCandidateProfileMutation } from '../api/update-candidate-profile';
import { useCandidateProfile } from '../hooks/use-candidate-profile';
import type { CandidateProfile } from '../types';
import { completionColor, profileCompletion } from '../utils/profile-completion';
import { DocumentUploadCard } from './document-upload-card';
import { ManagingCompanyCard } from './managing-company-card';
import { ProfileForm } from './profile-form';

/** The documents a candidate keeps on the profile, in the order their cards show. */
const DOCUMENTS: {
  kind: CandidateDocumentKind;
  title: string;
  noun: string;
  multiple?: boolean;
  files(profile: CandidateProfile): string[];
}[] = [
  {
    kind: 'resume',
    title: 'Resume',
    noun: 'resume',
    files: (profile) => (profile.resume_url ? [profile.resume_url] : []),
  },
  {
    kind: 'cover_letter',
    title: 'Cover Letter',
    noun: 'cover letter',
    files: (profile) => (profile.cover_letter_url ? [profile.cover_letter_url] : []),
  },
  {
    kind: 'certificate',
    title: 'Certificates',
    noun: 'certificate',
    multiple: true,
    files: (profile) => profile.certificates ?? [],
  },
];

export function AuthenticationRequired() {
  const navigate = useNavigate();
  return (
    <Card>
      <Result
        status="warning"
        title="Authentication Required"
        subTitle="You need to be logged in to view this page"
        extra={
          <Button type="primary" onClick={() => navigate(paths.signIn(paths.candidate.profile))}>
            Sign In
          </Button>
        }
      />
    </Card>
  );
}

export function CandidateProfilePage() {
  const toast = useToast();
  const navigate = useNavigate();
  const { user, loading: authLoading } = useAuthStore();
  const profile = useCandidateProfile();
  const update = useUpdateCandidateProfileMutation();

  if (authLoading) return <PageLoader />;
  if (!user) return <AuthenticationRequired />;
  if (profile.error) {
    return (
      <Card>
        <Result
          status="error"
          title="Failed to load profile"
          subTitle={messageOf(profile.error)}
          extra={
            <Button type="primary" onClick={() => void profile.refetch()}>
              Retry
            </Button>
          }
        />
      </Card>
    );
  }
  if (!profile.data) return <PageLoader label="Loading profile..." />;

  const data = profile.data;
  const percent = profileCompletion(data);
  const userId = user.id;

  function save(values: CandidateProfileValues) {
    update.mutate(
      { userId, values },
      {
        onSuccess: () => {
          toast.success('Your profile has been successfully updated.');
          navigate(paths.candidate.dashboard);
        },
      },
    );
  }

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Flex justify="space-between" align="end" wrap gap={16}>
        <div>
          <Typography.Title level={2} style={{ marginBottom: 0 }}>
            Your Profile
          </Typography.Title>
          <Typography.Text type="secondary">
            Keep your details current so companies can find you.
          </Typography.Text>
        </div>
        <div style={{ minWidth: 240 }}>
          <Typography.Text>Profile Completion: </Typography.Text>
          <Typography.Text strong data-testid="profile-completion">
            {percent}%
          </Typography.Text>
          <Progress
            percent={percent}
            showInfo={false}
            strokeColor={completionColor(percent)}
            aria-label="Profile completion"
          />
        </div>
      </Flex>
      <Row gutter={[24, 24]}>
        <Col xs={24} xl={15}>
          <ProfileForm key={data.id} profile={data} saving={update.isPending} onSave={save} />
        </Col>
        <Col xs={24} xl={9}>
          <Space orientation="vertical" size="large" style={{ width: '100%' }} id="documents">
            <ManagingCompanyCard userId={userId} />
            {DOCUMENTS.map((document) => (
              <DocumentUploadCard
                key={document.kind}
                userId={userId}
                kind={document.kind}
                title={document.title}
                noun={document.noun}
                multiple={document.multiple}
                files={document.files(data)}
              />
            ))}
          </Space>
        </Col>
      </Row>
    </Space>
  );
}
