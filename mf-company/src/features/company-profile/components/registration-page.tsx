import { zodResolver } from '@hookform/resolvers/zod';
import {
  AreaError,
  effectiveRole,
  humanize,
  industryLabel,
  PageLoader,
  sameRole,
  useAuthStore,
  useToast,
  messageOf,
  paths,
} from '@portal/shared';
import {
  COMPANY_DOCUMENT_ACCEPT,
  companyRegistrationSchema,
  LOGO_ACCEPT,
  registrationPayload,
  type CompanyRegistrationInput,
  type CompanyRegistrationValues,
} from '@portal/shared/validation';
import { CheckboxField, TextField, FormActions } from '@portal/shared/forms';
import { Card, Col, Form, Row, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router-dom';
import { FileUploadField, type UploadState } from '../../../components/file-upload-field';
import type { Company } from '../../../lib/workspace/get-company';
import { useCompanyWorkspace } from '../../../lib/workspace/use-company-workspace';
import { uploadCompanyDocument, uploadLogo } from '../api/company-files';
import { useRegisterCompanyMutation } from '../api/register-company';
import { useUpdateCompanyMutation } from '../api/update-company';
import { CompanyBasicsFields } from './company-basics-fields';

/** Account and staff roles that may register or edit a company registration. */
const REGISTRATION_ROLES = [
  'COMPANY',
  'COMPANY_ADMIN',
  'SUBSCRIPTION_ADMIN',
  'MANAGER',
  'RECRUITER',
];

const BLANK: CompanyRegistrationInput = {
  name: '',
  dba_name: '',
  industry: '',
  company_size: '',
  location: '',
  website: '',
  description: '',
  primary_contact_name: '',
  primary_contact_email: '',
  primary_contact_phone: '',
  primary_contact_alt_email: '',
  primary_contact_alt_phone: '',
  secondary_contact_name: '',
  secondary_contact_email: '',
  secondary_contact_phone: '',
  secondary_contact_alt_email: '',
  secondary_contact_alt_phone: '',
  reg_street: '',
  reg_unit: '',
  reg_city: '',
  reg_state: '',
  reg_zip_code: '',
  reg_country: '',
  same_as_registered: false,
  op_street: '',
  op_unit: '',
  op_city: '',
  op_state: '',
  op_zip_code: '',
  op_country: '',
  tax_id: '',
};

/** Edit starts from the stored record; same-as-registered is checked when there is no operating street. */
export function registrationDefaults(company: Company | null): CompanyRegistrationInput {
  if (!company) return BLANK;
  const values = { ...BLANK } as Record<string, string | boolean>;
  for (const key of Object.keys(BLANK)) {
    const stored = company[key as keyof Company];
    if (typeof stored === 'string') values[key] = stored;
  }
  values.same_as_registered = !company.op_street;
  // Older records may spell the industry differently from the one list.
  values.industry = industryLabel(company.industry);
  return values as unknown as CompanyRegistrationInput;
}

/** A company made at sign-up keeps the name it was invited with; the rest starts blank. */
function registrationStart(company: Company | null): CompanyRegistrationInput {
  const invitedName = company && company.name !== 'New Company' ? company.name : '';
  return { ...BLANK, name: invitedName };
}

type DocumentKind = 'logo' | 'ein' | 'tax';
const DOCUMENT_LABELS: Record<DocumentKind, string> = {
  logo: 'Logo',
  ein: 'EIN document',
  tax: 'Tax document',
};

export interface RegistrationFormProps {
  mode: 'register' | 'edit';
  company: Company | null;
  userId: string;
  email: string | null;
  onDone: () => void;
}

export function RegistrationForm({ mode, company, userId, email, onDone }: RegistrationFormProps) {
  const toast = useToast();
  const navigate = useNavigate();
  const register = useRegisterCompanyMutation();
  const update = useUpdateCompanyMutation();
  const [files, setFiles] = useState<Record<DocumentKind, File | null>>({
    logo: null,
    ein: null,
    tax: null,
  });
  const [uploads, setUploads] = useState<Record<DocumentKind, UploadState>>({
    logo: { status: 'idle' },
    ein: { status: 'idle' },
    tax: { status: 'idle' },
  });
  const { control, handleSubmit, formState } = useForm<
    CompanyRegistrationInput,
    unknown,
    CompanyRegistrationValues
  >({
    resolver: zodResolver(companyRegistrationSchema),
    defaultValues: mode === 'edit' ? registrationDefaults(company) : registrationStart(company),
  });
  const sameAsRegistered = useWatch({ control, name: 'same_as_registered' });

  async function upload(kind: DocumentKind): Promise<string | null> {
    const file = files[kind];
    if (!file) return null;
    const progress = (percent: number) =>
      setUploads((u) => ({ ...u, [kind]: { status: 'uploading', percent } }));
    try {
      progress(0);
      const stored =
        kind === 'logo'
          ? await uploadLogo(userId, file, progress)
          : await uploadCompanyDocument(userId, file, progress);
      setUploads((u) => ({ ...u, [kind]: { status: 'done' } }));
      toast.success(`${DOCUMENT_LABELS[kind]} uploaded successfully`);
      return stored;
    } catch (error) {
      setUploads((u) => ({ ...u, [kind]: { status: 'error', message: messageOf(error) } }));
      toast.error(`Failed to upload ${DOCUMENT_LABELS[kind].toLowerCase()}`, messageOf(error));
      return null;
    }
  }

  async function submit(values: CompanyRegistrationValues) {
    const [logoUrl, einUrl, taxUrl] = [
      await upload('logo'),
      await upload('ein'),
      await upload('tax'),
    ];
    const companyData: Record<string, string | boolean | null> = registrationPayload(values);
    if (logoUrl) companyData.logo_url = logoUrl;
    if (einUrl) companyData.ein_document_url = einUrl;
    if (taxUrl) companyData.tax_document_url = taxUrl;
    try {
      if (mode === 'register') {
        await register.mutateAsync({ userId, email, companyData });
        toast.success('Company registered successfully! Your submission is pending approval.');
      } else {
        if (!company) throw new Error('Could not find company information');
        await update.mutateAsync({ companyId: company.id, companyData });
        toast.success('Company information updated successfully');
      }
      onDone();
    } catch (error) {
      toast.error(
        mode === 'register' ? 'Failed to register company' : 'Failed to update company',
        messageOf(error),
      );
    }
  }

  const p = { control, idPrefix: 'registration' };
  const contact = (prefix: 'primary' | 'secondary', title: string) => (
    <Card title={title} style={{ marginTop: 16 }}>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <TextField
            {...p}
            name={`${prefix}_contact_name`}
            label={`${humanize(prefix)} Contact Name`}
          />
        </Col>
        <Col xs={24} md={12}>
          <TextField
            {...p}
            name={`${prefix}_contact_email`}
            label={`${humanize(prefix)} Contact Email`}
            type="email"
          />
        </Col>
        <Col xs={24} md={12}>
          <TextField
            {...p}
            name={`${prefix}_contact_phone`}
            label={`${humanize(prefix)} Contact Phone`}
            type="tel"
          />
        </Col>
        <Col xs={24} md={12}>
          <TextField
            {...p}
            name={`${prefix}_contact_alt_email`}
            label={`${humanize(prefix)} Alternate Email`}
            type="email"
          />
        </Col>
        <Col xs={24} md={12}>
          <TextField
            {...p}
            name={`${prefix}_contact_alt_phone`}
            label={`${humanize(prefix)} Alternate Phone`}
            type="tel"
          />
        </Col>
      </Row>
    </Card>
  );
  const addressFields = (prefix: 'reg' | 'op', label: string) => (
    <Row gutter={16}>
      <Col xs={24} md={16}>
        <TextField {...p} name={`${prefix}_street`} label={`${label} Street`} />
      </Col>
      <Col xs={24} md={8}>
        <TextField {...p} name={`${prefix}_unit`} label={`${label} Unit`} />
      </Col>
      <Col xs={24} md={8}>
        <TextField {...p} name={`${prefix}_city`} label={`${label} City`} />
      </Col>
      <Col xs={24} md={8}>
        <TextField {...p} name={`${prefix}_state`} label={`${label} State`} />
      </Col>
      <Col xs={24} md={8}>
        <TextField {...p} name={`${prefix}_zip_code`} label={`${label} ZIP Code`} />
      </Col>
      <Col xs={24} md={8}>
        <TextField {...p} name={`${prefix}_country`} label={`${label} Country`} />
      </Col>
    </Row>
  );

  return (
    <Form layout="vertical" onFinish={handleSubmit(submit)} noValidate>
      <Card title="Basic Company Information">
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <TextField {...p} name="name" label="Company Name" required />
          </Col>
          <Col xs={24} md={12}>
            <TextField {...p} name="dba_name" label="DBA Name" />
          </Col>
          <CompanyBasicsFields control={control} idPrefix={p.idPrefix} />
          <Col xs={24}>
            <FileUploadField
              label="Company Logo"
              accept={LOGO_ACCEPT}
              file={files.logo}
              onChange={(f) => setFiles((s) => ({ ...s, logo: f }))}
              state={uploads.logo}
              currentName={company?.logo_url ? 'Current logo' : null}
              currentHref={company?.logo_url}
            />
          </Col>
        </Row>
      </Card>
      {contact('primary', 'Primary Contact')}
      {contact('secondary', 'Secondary Contact (optional)')}
      <Card title="Registered Address" style={{ marginTop: 16 }}>
        {addressFields('reg', 'Registered')}
      </Card>
      <Card title="Operating Address" style={{ marginTop: 16 }}>
        <CheckboxField {...p} name="same_as_registered" label="Same as registered address" />
        {!sameAsRegistered && addressFields('op', 'Operating')}
      </Card>
      <Card title="Tax Information & Documents" style={{ marginTop: 16 }}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <TextField {...p} name="tax_id" label="Tax ID (EIN)" />
          </Col>
        </Row>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <FileUploadField
              label="EIN Document"
              accept={COMPANY_DOCUMENT_ACCEPT}
              file={files.ein}
              onChange={(f) => setFiles((s) => ({ ...s, ein: f }))}
              state={uploads.ein}
              currentName={company?.ein_document_url ? 'EIN document on file' : null}
            />
          </Col>
          <Col xs={24} md={12}>
            <FileUploadField
              label="Tax Document"
              accept={COMPANY_DOCUMENT_ACCEPT}
              file={files.tax}
              onChange={(f) => setFiles((s) => ({ ...s, tax: f }))}
              state={uploads.tax}
              currentName={company?.tax_document_url ? 'Tax document on file' : null}
            />
          </Col>
        </Row>
      </Card>
      <FormActions
        style={{ marginTop: 16 }}
        onCancel={() => navigate(-1)}
        submitting={formState.isSubmitting}
        submitLabel={mode === 'register' ? 'Register Company' : 'Update Company'}
      />
    </Form>
  );
}

export function RegistrationPage({ mode }: { mode: 'register' | 'edit' }) {
  const toast = useToast();
  const navigate = useNavigate();
  const reloadProfile = useAuthStore((s) => s.reloadProfile);
  const workspace = useCompanyWorkspace();
  const { user, accountRole, membership, company } = workspace;
  // The staff role decides when there is a membership, as everywhere else in the portal.
  const role = effectiveRole({ role: accountRole, membership });
  const allowed = REGISTRATION_ROLES.some((r) => sameRole(r, role));
  const denied = !workspace.loading && !!user && !allowed;

  useEffect(() => {
    if (denied) {
      toast.error('Only company accounts can register a company profile');
      navigate('/', { replace: true });
    }
  }, [denied, navigate, toast]);

  if (workspace.loading || denied) return <PageLoader />;
  if (!user) return <Navigate to={paths.signIn(paths.company.register)} replace />;
  if (mode === 'edit' && (workspace.error || !company)) {
    return (
      <AreaError
        title="Could not find company information"
        error={workspace.error}
        onRetry={workspace.retry}
      />
    );
  }

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Typography.Title level={2}>
        {mode === 'register' ? 'Register Company' : 'Edit Registration'}
      </Typography.Title>
      <RegistrationForm
        mode={mode}
        company={company}
        userId={user.id}
        email={user.email ?? null}
        onDone={() => {
          if (mode === 'register') {
            void reloadProfile().then(() => navigate(paths.company.dashboard));
          } else {
            navigate(paths.company.profile);
          }
        }}
      />
    </Space>
  );
}
