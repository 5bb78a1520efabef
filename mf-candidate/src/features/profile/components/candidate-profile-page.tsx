import { PageLoader, useAuthStore, useToast } from '@portal/shared';
import { type CandidateProfileValues } from '@portal/shared/validation';
import { Button, Card, Col, Flex, Progress, Result, Row, Space, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { updateCandidateProfile } from '../api/update-candidate-profile';
import { useCandidateProfile } from '../hooks/use-candidate-profile';
import type { CandidateProfile } from '../types';
import { completionColor, profileCompletion } from '../utils/profile-completion';
import { DocumentUploadCard } from './document-upload-card';
import { ProfileForm } from './profile-form';

export function AuthenticationRequired() {
  const navigate = useNavigate();
  return (
    <Card>
      <Result
        status="warning"
        title="Authentication Required"
        subTitle="You need to be logged in to view this page"
        extra={
          <Button
            type="primary"
            onClick={() => navigate('/signin?redirect=%2Fcandidate%2Fprofile')}
          >
            Sign In
          </Button>
        }
      />
    </Card>
  );
}

function withDocument(
  profile: CandidateProfile,
  kind: 'resume' | 'cover_letter' | 'certificate',
  url: string | null,
) {
  if (kind === 'resume') return { ...profile, resume_url: url };
  if (kind === 'cover_letter') return { ...profile, cover_letter_url: url };
  const certificates = profile.certificates ?? [];
  return {
    ...profile,
    certificates: url && !certificates.includes(url) ? [...certificates, url] : certificates,
  };
}

export function CandidateProfilePage() {
  const toast = useToast();
  const navigate = useNavigate();
  const { user, loading: authLoading } = useAuthStore();
  const profile = useCandidateProfile();
  const [saving, setSaving] = useState(false);

  if (authLoading) return <PageLoader />;
  if (!user) return <AuthenticationRequired />;
  if (profile.error) {
    return (
      <Card>
        <Result
          status="error"
          title="Failed to load profile"
          subTitle={profile.error instanceof Error ? profile.error.message : undefined}
          extra={
            <Button type="primary" onClick={profile.reload}>
              Retry
            </Button>
          }
        />
      </Card>
    );
  }
  if (profile.loading || !profile.data) return <PageLoader label="Loading profile..." />;

  const data = profile.data;
  const percent = profileCompletion(data);
  const userId = user.id;

  async function save(values: CandidateProfileValues) {
    setSaving(true);
    try {
      const saved = await updateCandidateProfile({ userId, values });
      if (saved) profile.setData(() => saved);
      toast.success('Your profile has been successfully updated.');
      navigate('/candidate/dashboard');
    } catch (error) {
      toast.error('Failed to update profile', error instanceof Error ? error.message : undefined);
    } finally {
      setSaving(false);
    }
  }

  const update = (kind: 'resume' | 'cover_letter' | 'certificate') => ({
    onUploaded: (url: string) =>
      profile.setData((current) => current && withDocument(current, kind, url)),
    onRemoved: (url: string) =>
      profile.setData((current) => {
        if (!current) return current;
        if (kind === 'certificate')
          return {
            ...current,
            certificates: (current.certificates ?? []).filter((c) => c !== url),
          };
        return withDocument(current, kind, null);
      }),
  });

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
          <Progress percent={percent} showInfo={false} strokeColor={completionColor(percent)} />
        </div>
      </Flex>
      <Row gutter={[24, 24]}>
        <Col xs={24} xl={15}>
          <ProfileForm
            key={data.id}
            profile={data}
            saving={saving}
            onSave={(values) => void save(values)}
          />
        </Col>
        <Col xs={24} xl={9}>
          <Space orientation="vertical" size="large" style={{ width: '100%' }} id="documents">
            <DocumentUploadCard
              userId={userId}
              kind="resume"
              title="Resume"
              noun="resume"
              files={data.resume_url ? [data.resume_url] : []}
              {...update('resume')}
            />
            <DocumentUploadCard
              userId={userId}
              kind="cover_letter"
              title="Cover Letter"
              noun="cover letter"
              files={data.cover_letter_url ? [data.cover_letter_url] : []}
              {...update('cover_letter')}
            />
            <DocumentUploadCard
              userId={userId}
              kind="certificate"
              title="Certificates"
              noun="certificate"
              multiple
              files={data.certificates ?? []}
              {...update('certificate')}
            />
          </Space>
        </Col>
      </Row>
    </Space>
  );
}
