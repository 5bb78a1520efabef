import { downloadFile, messageOf, useToast } from '@portal/shared';
import { Button } from 'antd';
import { useExportJobApplicantsMutation } from '../api/export-job-applicants';

/** Downloads the job's applicants as a CSV file. */
export function ExportApplicantsButton({ jobId, jobTitle }: { jobId: string; jobTitle: string }) {
  const exporter = useExportJobApplicantsMutation();
  const toast = useToast();

  async function download() {
    try {
      const csv = await exporter.mutateAsync(jobId);
      downloadFile(
        `${jobTitle.replace(/[^\w-]+/g, '-').replace(/^-|-$/g, '') || 'job'}-applicants.csv`,
        new Blob([csv], { type: 'text/csv;charset=utf-8' }),
      );
    } catch (error) {
      toast.error('Failed to export applicants', messageOf(error));
    }
  }

  return (
    <Button onClick={() => void download()} loading={exporter.isPending}>
      Export CSV
    </Button>
  );
}
