import { applicationStatusLabel, messageOf, PageLoader, AreaError, useToast } from '@portal/shared';
import { Button, Card, Flex, Form, Input, Result, Space, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useCompanyWorkspace } from '../../../lib/workspace/use-company-workspace';
import { usePipelineSettingsQuery, type StageTemplate } from '../api/get-pipeline-settings';
import { rejectionReasonsInput, useSaveRejectionReasonsMutation } from '../api/save-rejection-reasons';
import { stageTemplateInput, useSaveStageTemplateMutation } from '../api/save-stage-template';

function problemOf(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? null : (result.error?.issues[0]?.message ?? 'Check the form');
}

function ReasonsCard({ companyId, initial }: { companyId: string; initial: string[] }) {
  const [reasons, setReasons] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveRejectionReasonsMutation();
  const toast = useToast();

  async function submit() {
    const parsed = rejectionReasonsInput.safeParse({ companyId, reasons });
    setProblem(problemOf(parsed));
    if (!parsed.success) return;
    try {
      await save.mutateAsync(parsed.data);
      toast.success('Rejection reasons saved');
    } catch (error) {
      toast.error('Failed to save rejection reasons', messageOf(error));
    }
  }

  return (
    <Card title="Rejection Reasons">
      <Typography.Paragraph type="secondary">
        Offered when someone rejects an application. Candidates never see them.
      </Typography.Paragraph>
      <Flex vertical gap={8}>
        {reasons.map((reason, i) => (
          <Flex key={i} gap={8}>
            <Input
              aria-label={`Reason ${i + 1}`}
              value={reason}
              maxLength={100}
              onChange={(e) => setReasons(reasons.map((r, j) => (j === i ? e.target.value : r)))}
            />
            <Button aria-label={`Remove reason ${i + 1}`} onClick={() => setReasons(reasons.filter((_, j) => j !== i))}>
              Remove
            </Button>
          </Flex>
        ))}
        {problem && <div role="alert" style={{ color: '#cf1322' }}>{problem}</div>}
        <Space>
          <Button disabled={reasons.length >= 20} onClick={() => setReasons([...reasons, ''])}>
            Add Reason
          </Button>
          <Button type="primary" loading={save.isPending} onClick={() => void submit()}>
            Save Reasons
          </Button>
        </Space>
      </Flex>
    </Card>
  );
}

function TemplateCard({ companyId, template }: { companyId: string; template: StageTemplate }) {
  const [subject, setSubject] = useState(template.subject);
  const [body, setBody] = useState(template.body);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveStageTemplateMutation();
  const toast = useToast();
  const label = applicationStatusLabel(template.status, 'company');
  const id = `template-${template.status}`;

  async function submit() {
    const parsed = stageTemplateInput.safeParse({ companyId, status: template.status, subject, body });
    setProblem(problemOf(parsed));
    if (!parsed.success) return;
    try {
      await save.mutateAsync(parsed.data);
      toast.success(`${label} e-mail saved`);
    } catch (error) {
      toast.error(`Failed to save the ${label} e-mail`, messageOf(error));
    }
  }

  return (
    <Card title={`${label} e-mail`} extra={template.is_default ? <Typography.Text type="secondary">Default</Typography.Text> : null}>
      <Form layout="vertical">
        <Form.Item label="Subject" htmlFor={`${id}-subject`}>
          <Input id={`${id}-subject`} value={subject} maxLength={200} onChange={(e) => setSubject(e.target.value)} />
        </Form.Item>
        <Form.Item label="Message" htmlFor={`${id}-body`} validateStatus={problem ? 'error' : undefined} help={problem ?? undefined}>
          <Input.TextArea id={`${id}-body`} rows={6} maxLength={5000} value={body} onChange={(e) => setBody(e.target.value)} />
        </Form.Item>
        <Button type="primary" loading={save.isPending} onClick={() => void submit()}>
          Save {label} E-mail
        </Button>
      </Form>
    </Card>
  );
}

/**
 * /company/pipeline-settings: company admins edit rejection reasons and stage e-mails; `extra`
 * holds other areas' settings shown on the same page.
 */
export function PipelineSettingsPage({ extra }: { extra?: ReactNode }) {
  const workspace = useCompanyWorkspace();
  const settings = usePipelineSettingsQuery(workspace.capabilities.isAdmin);
  if (workspace.loading) return <PageLoader />;
  const companyId = workspace.membership?.companyId;
  if (!workspace.capabilities.isAdmin || !companyId)
    return (
      <Result status="403" title="Access Denied" subTitle="Only company admins can change pipeline settings." />
    );
  if (settings.error)
    return <AreaError title="Failed to load pipeline settings" error={settings.error} onRetry={() => void settings.refetch()} />;
  if (!settings.data) return <PageLoader />;
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        Pipeline Settings
      </Typography.Title>
      <ReasonsCard companyId={companyId} initial={settings.data.rejection_reasons} />
      <Card title="Stage E-mails">
        <Typography.Paragraph type="secondary">
          Sent to the candidate when the person moving an application chooses to. Variables:{' '}
          <code>{'{{candidate_first_name}}'}</code>, <code>{'{{job_title}}'}</code>, <code>{'{{company_name}}'}</code>.
        </Typography.Paragraph>
        <Flex vertical gap={16}>
          {settings.data.templates.map((t) => (
            <TemplateCard key={t.status} companyId={companyId} template={t} />
          ))}
        </Flex>
      </Card>
      {extra}
    </Space>
  );
}
