import { useState } from 'react';
import { Alert, Button, Text } from '@mantine/core';
import { firstError } from '@wellness/shared-ui';
import {
  useCreateReportMutation,
  useDeleteReportMutation,
  useUpdateReportMutation,
} from '../api/reports-api';
import type { Report, ReportDefinition } from '../api/reports-api';
import { ConfirmDeleteDialog, SaveReportDialog } from './report-dialogs';

export interface ReportSavingProps {
  promotionId: number;
  /** The saved report being edited, or null for a new one. */
  report: Report | null;
  definition: Omit<ReportDefinition, 'name'>;
  onSaved: (report: Report) => void;
  onDeleted: () => void;
}

type Dialog = 'create' | 'saveAs' | 'delete' | null;

/**
 * Save, Save As and Delete, shown per spec 3 section 6 as the server reports them for the
 * caller (can_save, can_delete): a new report is saved through the create dialog.
 */
export function ReportSaving({
  promotionId,
  report,
  definition,
  onSaved,
  onDeleted,
}: ReportSavingProps) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [createReport, creating] = useCreateReportMutation();
  const [updateReport, updating] = useUpdateReportMutation();
  const [deleteReport, deleting] = useDeleteReportMutation();

  const open = (next: Dialog) => {
    setSaveError(null);
    setNotice(null);
    setDialog(next);
  };

  const save = async () => {
    if (!report) return open('create');
    setNotice(null);
    const result = await updateReport({
      promotionId,
      id: report.id,
      report: { ...definition, name: report.name },
    });
    if (result.error) setNotice(firstError(result.error, 'Could not save the report.'));
    else {
      setNotice('Saved.');
      onSaved(result.data);
    }
  };

  const create = async (name: string) => {
    const parent_id = dialog === 'saveAs' && report ? report.id : null;
    const result = await createReport({ promotionId, report: { ...definition, name, parent_id } });
    if (result.error) return setSaveError(firstError(result.error, 'Could not save the report.'));
    setDialog(null);
    setNotice('Saved.');
    onSaved(result.data);
  };

  const remove = async () => {
    if (!report) return;
    const result = await deleteReport({ promotionId, report });
    setDialog(null);
    if (result.error) return setNotice('Report could not be deleted.');
    onDeleted();
  };

  return (
    <>
      {!report || report.can_save ? (
        <Button variant="default" onClick={() => void save()} loading={updating.isLoading}>
          Save
        </Button>
      ) : null}
      {report ? (
        <Button variant="default" onClick={() => open('saveAs')}>
          Save As
        </Button>
      ) : null}
      {report?.can_delete ? (
        <Button variant="outline" color="red" onClick={() => open('delete')}>
          Delete
        </Button>
      ) : null}
      {notice === 'Saved.' ? (
        <Text size="sm" c="green" role="status">
          Saved.
        </Text>
      ) : notice ? (
        <Alert color="red" role="alert" py={4}>
          {notice}
        </Alert>
      ) : null}
      <SaveReportDialog
        opened={dialog === 'create' || dialog === 'saveAs'}
        title={dialog === 'saveAs' ? 'Save report as' : 'Create report'}
        initialName={dialog === 'saveAs' && report ? `${report.name} (copy)` : ''}
        saving={creating.isLoading}
        error={saveError}
        onSave={(name) => void create(name)}
        onClose={() => setDialog(null)}
      />
      <ConfirmDeleteDialog
        opened={dialog === 'delete'}
        name={report?.name ?? ''}
        deleting={deleting.isLoading}
        onConfirm={() => void remove()}
        onClose={() => setDialog(null)}
      />
    </>
  );
}
