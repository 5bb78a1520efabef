import { zodResolver } from '@hookform/resolvers/zod';
import { messageOf, paths, useToast } from '@portal/shared';
import {
  vendorRegistrationSchema,
  type VendorRegistrationInput,
  type VendorRegistrationValues,
} from '@portal/shared/validation';
import { TextField, FormActions } from '@portal/shared/forms';
import { Card, Col, Form, Row, Space, Typography } from 'antd';
import { useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { FileUploadField, type UploadState } from '../../../components/file-upload-field';
import { RequireActiveCompany } from '../../../components/workspace/require-active-company';
import {
  useRegisterVendorMutation,
  VENDOR_DOCUMENT_ACCEPT,
  VENDOR_DOCUMENTS,
  type VendorDocumentKey,
} from '../api/register-vendor';

const EMPTY = Object.fromEntries(
  Object.keys(vendorRegistrationSchema.shape).map((key) => [key, '']),
) as unknown as VendorRegistrationInput;

type Field = {
  name: FieldPath<VendorRegistrationInput>;
  label: string;
  type?: 'email' | 'tel' | 'date';
  required?: boolean;
};

const SECTIONS: { title: string; fields: Field[] }[] = [
  {
    title: 'Company Information',
    fields: [
      { name: 'vendor_name', label: 'Vendor Name', required: true },
      { name: 'phone_number', label: 'Phone Number', type: 'tel' },
      { name: 'mailing_address', label: 'Mailing Address', required: true },
      { name: 'state', label: 'State', required: true },
      { name: 'zip', label: 'ZIP Code', required: true },
      { name: 'year_established', label: 'Year Established', required: true },
      { name: 'annual_gross_income', label: 'Annual Gross Income', required: true },
    ],
  },
  {
    title: 'Contacts',
    fields: [
      { name: 'primary_contact_name', label: 'Primary Contact Name', required: true },
      {
        name: 'primary_contact_email',
        label: 'Primary Contact Email',
        type: 'email',
        required: true,
      },
      { name: 'hr_contact_name', label: 'HR Contact Name' },
      { name: 'hr_contact_email', label: 'HR Contact Email', type: 'email' },
    ],
  },
  {
    title: 'References',
    fields: [
      { name: 'reference1_company_name', label: 'Reference 1 Company Name' },
      { name: 'reference1_contact', label: 'Reference 1 Contact' },
      { name: 'reference1_phone', label: 'Reference 1 Phone', type: 'tel' },
      { name: 'reference1_email', label: 'Reference 1 Email', type: 'email' },
      { name: 'reference2_company_name', label: 'Reference 2 Company Name' },
      { name: 'reference2_contact', label: 'Reference 2 Contact' },
      { name: 'reference2_phone', label: 'Reference 2 Phone', type: 'tel' },
      { name: 'reference2_email', label: 'Reference 2 Email', type: 'email' },
    ],
  },
  {
    title: 'Financial Information',
    fields: [
      { name: 'bank_name', label: 'Bank Name' },
      { name: 'beneficiary_name', label: 'Beneficiary Name' },
      { name: 'account_number', label: 'Account Number' },
      { name: 'routing_number', label: 'Routing Number' },
      { name: 'swift_code', label: 'SWIFT Code' },
      { name: 'remittance_email', label: 'Remittance Email', type: 'email' },
      { name: 'finance_contact_name', label: 'Finance Contact Name' },
      { name: 'finance_contact_email', label: 'Finance Contact Email', type: 'email' },
    ],
  },
  {
    title: 'Certification',
    fields: [
      { name: 'certifying_name', label: 'Certifying Name' },
      { name: 'certifying_title', label: 'Certifying Title' },
      { name: 'certifying_date', label: 'Certifying Date', type: 'date' },
    ],
  },
];

export function RegisterVendorForm() {
  const toast = useToast();
  const navigate = useNavigate();
  const register = useRegisterVendorMutation();
  const [files, setFiles] = useState<Partial<Record<VendorDocumentKey, File | null>>>({});
  const [uploads, setUploads] = useState<Partial<Record<VendorDocumentKey, UploadState>>>({});
  const { control, handleSubmit, formState } = useForm<
    VendorRegistrationInput,
    unknown,
    VendorRegistrationValues
  >({
    resolver: zodResolver(vendorRegistrationSchema),
    defaultValues: EMPTY,
  });

  async function submit(values: VendorRegistrationValues) {
    try {
      await register.mutateAsync({
        values,
        files,
        onProgress: (key, percent) =>
          setUploads((u) => ({
            ...u,
            [key]: percent >= 100 ? { status: 'done' } : { status: 'uploading', percent },
          })),
      });
      toast.success('Vendor registered successfully!');
      navigate(paths.company.dashboard);
    } catch (error) {
      toast.error(`Error registering vendor: ${messageOf(error)}`);
    }
  }

  return (
    <Form layout="vertical" onFinish={handleSubmit(submit)} noValidate>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        {SECTIONS.map((section) => (
          <Card key={section.title} title={section.title}>
            <Row gutter={16}>
              {section.fields.map((f) => (
                <Col key={f.name} xs={24} md={12}>
                  <TextField
                    control={control}
                    idPrefix="vendor"
                    name={f.name}
                    label={f.label}
                    type={f.type}
                    required={f.required}
                  />
                </Col>
              ))}
            </Row>
          </Card>
        ))}
        <Card title="Document Uploads">
          <Row gutter={16}>
            {VENDOR_DOCUMENTS.map((doc) => (
              <Col key={doc.key} xs={24} md={12}>
                <FileUploadField
                  label={doc.label}
                  accept={VENDOR_DOCUMENT_ACCEPT}
                  file={files[doc.key] ?? null}
                  onChange={(file) => setFiles((f) => ({ ...f, [doc.key]: file }))}
                  state={uploads[doc.key]}
                />
              </Col>
            ))}
          </Row>
        </Card>
        <FormActions
          onCancel={() => navigate(paths.company.dashboard)}
          submitting={formState.isSubmitting}
          submitLabel="Register Vendor"
        />
      </Space>
    </Form>
  );
}

export function RegisterVendorPage() {
  return (
    <RequireActiveCompany>
      {() => (
        <>
          <Typography.Title level={2}>Vendor Registration</Typography.Title>
          <RegisterVendorForm />
        </>
      )}
    </RequireActiveCompany>
  );
}
