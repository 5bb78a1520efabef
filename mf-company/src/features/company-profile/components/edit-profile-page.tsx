import { zodResolver } from '@hookform/resolvers/zod';
import { AreaError, industryLabel, messageOf, PageLoader, paths, useToast } from '@portal/shared';
import {
  companyProfileSchema,
  LOGO_ACCEPT,
  type CompanyProfileInput,
  type CompanyProfileValues,
} from '@portal/shared/validation';
import { TextField, FormActions } from '@portal/shared/forms';
import { Card, Col, Form, Row, Space, Typography } from 'antd';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { FileUploadField, type UploadState } from '../../../components/file-upload-field';
import { RegistrationRequiredAlert } from '../../../components/workspace/gate-alerts';
import type { Company } from '../../../lib/workspace/get-company';
import { useCompanyWorkspace } from '../../../lib/workspace/use-company-workspace';
import { uploadLogo } from '../api/company-files';
import { useUpdateCompanyMutation } from '../api/update-company';
import { CompanyBasicsFields } from './company-basics-fields';

function defaults(company: Company): CompanyProfileInput {
  return {
    name: company.name ?? '',
    location: company.location ?? '',
    industry: industryLabel(company.industry),
    company_size: company.company_size ?? '',
    website: company.website ?? '',
    description: company.description ?? '',
    linkedin_url: company.linkedin_url ?? '',
    twitter_url: company.twitter_url ?? '',
    facebook_url: company.facebook_url ?? '',
    instagram_url: company.instagram_url ?? '',
  };
}

export function EditProfileForm({ company, userId }: { company: Company; userId: string | null }) {
  const toast = useToast();
  const navigate = useNavigate();
  const update = useUpdateCompanyMutation();
  const [logo, setLogo] = useState<File | null>(null);
  const [logoState, setLogoState] = useState<UploadState>({ status: 'idle' });
  const { control, handleSubmit, formState } = useForm<
    CompanyProfileInput,
    unknown,
    CompanyProfileValues
  >({
    resolver: zodResolver(companyProfileSchema),
    defaultValues: defaults(company),
  });

  async function submit(values: CompanyProfileValues) {
    if (!userId) {
      toast.error('You must be logged in to update your company profile');
      return;
    }
    let logoUrl = company.logo_url;
    if (logo) {
      try {
        setLogoState({ status: 'uploading', percent: 0 });
        logoUrl = await uploadLogo(userId, logo, (percent) =>
          setLogoState({ status: 'uploading', percent }),
        );
        setLogoState({ status: 'done' });
      } catch (error) {
        setLogoState({ status: 'error', message: messageOf(error) });
        toast.error('Failed to upload company logo', messageOf(error));
      }
    }
    try {
      await update.mutateAsync({
        companyId: company.id,
        companyData: { ...values, logo_url: logoUrl ?? null } as Record<string, string | null>,
      });
      toast.success('Company profile updated successfully');
      navigate(paths.company.profile);
    } catch (error) {
      toast.error('Failed to update profile', messageOf(error));
    }
  }

  const p = { control, idPrefix: 'profile' };
  return (
    <Form layout="vertical" onFinish={handleSubmit(submit)} noValidate>
      <Card title="Company Details">
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <TextField {...p} name="name" label="Company Name" required />
          </Col>
          <CompanyBasicsFields control={control} idPrefix={p.idPrefix} />
        </Row>
      </Card>
      <Card title="Social Links" style={{ marginTop: 16 }}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <TextField {...p} name="linkedin_url" label="LinkedIn URL" type="url" />
          </Col>
          <Col xs={24} md={12}>
            <TextField {...p} name="twitter_url" label="Twitter URL" type="url" />
          </Col>
          <Col xs={24} md={12}>
            <TextField {...p} name="facebook_url" label="Facebook URL" type="url" />
          </Col>
          <Col xs={24} md={12}>
            <TextField {...p} name="instagram_url" label="Instagram URL" type="url" />
          </Col>
        </Row>
      </Card>
      <Card title="Logo" style={{ marginTop: 16 }}>
        <FileUploadField
          label="Company Logo"
          accept={LOGO_ACCEPT}
          file={logo}
          onChange={setLogo}
          state={logoState}
          currentName={company.logo_url ? 'Current logo' : null}
          currentHref={company.logo_url}
        />
      </Card>
      <FormActions
        style={{ marginTop: 16 }}
        onCancel={() => navigate(paths.company.profile)}
        submitting={formState.isSubmitting}
        submitLabel="Save Changes"
      />
    </Form>
  );
}

export function EditProfilePage() {
  const { loading, error, retry, company, membership, user } = useCompanyWorkspace();
  if (loading) return <PageLoader />;
  if (!membership) return <RegistrationRequiredAlert />;
  if (error || !company)
    return <AreaError title="Failed to load company data" error={error} onRetry={retry} />;
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Typography.Title level={2}>Edit Profile</Typography.Title>
      <EditProfileForm company={company} userId={user?.id ?? null} />
    </Space>
  );
}
