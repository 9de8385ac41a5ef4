import { useCallback, useState } from 'react';
import type { FormEvent } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  FileButton,
  Group,
  Loader,
  Modal,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import {
  ConfirmDialog,
  EmptyState,
  LoadingBlock,
  RetryPanel,
  TableScroll,
  isMaster,
  useGetMeQuery,
} from '@wellness/shared-ui';
import {
  useCancelEligibilityFileMutation,
  useDeleteEligibilityFileMutation,
  useGetEligibilityFilesQuery,
  useProcessEligibilityFileMutation,
  useUploadEligibilityFileMutation,
} from '../api/eligibility-api';
import type { EligibilityFile } from '../api/eligibility-api';
import { FILE_ACTION_FAILED, FILES_FAILED, UPLOADING_TEXT } from '../lib/eligibility-messages';
import { FileErrors } from './eligibility-file-errors';
import { FileProgress } from './eligibility-file-progress';
import { UploadErrors } from './eligibility-upload-errors';

const errorsOf = (error: unknown): string[] => {
  const errors = (error as { data?: { errors?: unknown } } | undefined)?.data?.errors;
  return Array.isArray(errors) && errors.length ? errors.map(String) : [FILE_ACTION_FAILED];
};

/**
 * A promotion's uploaded eligibility files (/eligibilityfiles and the dashboard tab): upload a
 * CSV (processing starts at once), watch its bar, see the rows left out. Masters also process
 * again, cancel, download and delete (never while processing) (spec 3 s6).
 */
export function EligibilityFiles({ promotionId }: { promotionId: number }) {
  const { data: user } = useGetMeQuery();
  const master = user ? isMaster(user.role) : false;
  const {
    data: files,
    error,
    isLoading,
    isFetching,
    refetch,
  } = useGetEligibilityFilesQuery(promotionId);
  const [upload, uploading] = useUploadEligibilityFileMutation();
  const [processFile] = useProcessEligibilityFileMutation();
  const [cancelFile] = useCancelEligibilityFileMutation();
  const [deleteFile, deleting] = useDeleteEligibilityFileMutation();
  const [chosen, setChosen] = useState<File | null>(null);
  const [uploadErrors, setUploadErrors] = useState<string[]>([]);
  const [actionFailed, setActionFailed] = useState(false);
  const [toDelete, setToDelete] = useState<EligibilityFile | null>(null);
  const clearUploadErrors = useCallback(() => setUploadErrors([]), []);
  const finished = useCallback(() => void refetch(), [refetch]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return;
    try {
      await upload({ promotionId, file: chosen }).unwrap();
      setChosen(null);
    } catch (failure) {
      setUploadErrors(errorsOf(failure));
    }
  };
  const act = async (action: () => Promise<unknown>) => {
    setActionFailed(false);
    try {
      await action();
    } catch {
      setActionFailed(true);
    }
  };

  return (
    <Stack>
      <form onSubmit={(event) => void submit(event)} aria-label="Upload eligibility file">
        <Group align="flex-end">
          <Stack gap={4}>
            <FileButton onChange={setChosen} accept=".csv,text/csv">
              {(props) => (
                <Button variant="default" {...props}>
                  Choose eligibility file (.csv)
                </Button>
              )}
            </FileButton>
            <Text size="xs" aria-live="polite">
              {chosen ? chosen.name : 'Columns: identifier, first_name, last_name, email'}
            </Text>
          </Stack>
          <Button type="submit" disabled={!chosen} loading={uploading.isLoading}>
            Upload
          </Button>
        </Group>
      </form>
      <UploadErrors errors={uploadErrors} onClear={clearUploadErrors} />
      <Modal
        opened={uploading.isLoading}
        onClose={() => undefined}
        withCloseButton={false}
        title="Uploading"
        centered
      >
        <Group>
          <Loader size="sm" aria-hidden />
          <Text>{UPLOADING_TEXT}</Text>
        </Group>
      </Modal>
      {actionFailed ? (
        <Alert color="red" role="alert" withCloseButton onClose={() => setActionFailed(false)}>
          {FILE_ACTION_FAILED}
        </Alert>
      ) : null}
      {isLoading ? <LoadingBlock label="Loading eligibility files" /> : null}
      {error ? (
        <RetryPanel
          title="Eligibility Files"
          message={FILES_FAILED}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : null}
      {files && files.length === 0 ? <EmptyState title="No eligibility files yet" /> : null}
      {files && files.length > 0 ? (
        <TableScroll label="Eligibility files" minWidth={720}>
          <Table striped>
            <VisuallyHidden component="caption">Eligibility files</VisuallyHidden>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">File</Table.Th>
                <Table.Th scope="col">Uploaded</Table.Th>
                <Table.Th scope="col">Status</Table.Th>
                <Table.Th scope="col">Progress</Table.Th>
                {master ? <Table.Th scope="col">Actions</Table.Th> : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {files.map((file) => (
                <Table.Tr key={file.id}>
                  <Table.Th scope="row" fw={500}>
                    {file.filename}
                  </Table.Th>
                  <Table.Td>{new Date(file.created_at).toLocaleString()}</Table.Td>
                  <Table.Td>
                    <Badge variant="light">{file.status}</Badge>
                  </Table.Td>
                  <Table.Td>
                    {file.status === 'processing' ? (
                      <FileProgress file={file} onFinished={finished} />
                    ) : (
                      <Stack gap={2}>
                        <Text size="xs">
                          {file.rows_processed} of {file.total_rows} rows ({file.percent}%)
                        </Text>
                        {file.rows_failed > 0 ? <FileErrors file={file} /> : null}
                      </Stack>
                    )}
                  </Table.Td>
                  {master ? (
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        {file.status === 'processing' ? (
                          <Button
                            size="xs"
                            variant="default"
                            onClick={() => void act(() => cancelFile(file).unwrap())}
                          >
                            Cancel
                          </Button>
                        ) : (
                          <Button
                            size="xs"
                            variant="default"
                            onClick={() => void act(() => processFile(file).unwrap())}
                          >
                            Process
                          </Button>
                        )}
                        <Anchor
                          size="sm"
                          href={`/api/eligibility_files/${file.id}/download`}
                          download={file.filename}
                        >
                          Download<VisuallyHidden> {file.filename}</VisuallyHidden>
                        </Anchor>
                        {file.status !== 'processing' ? (
                          <Button
                            size="xs"
                            color="red"
                            variant="subtle"
                            onClick={() => setToDelete(file)}
                          >
                            Delete<VisuallyHidden> {file.filename}</VisuallyHidden>
                          </Button>
                        ) : null}
                      </Group>
                    </Table.Td>
                  ) : null}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      ) : null}
      <ConfirmDialog
        opened={toDelete !== null}
        title="Delete file"
        confirmLabel="Delete"
        danger
        busy={deleting.isLoading}
        onClose={() => setToDelete(null)}
        onConfirm={() =>
          void act(async () => {
            if (toDelete) await deleteFile(toDelete).unwrap();
            setToDelete(null);
          })
        }
      >
        Delete {toDelete?.filename}? The rows it added stay on the list.
      </ConfirmDialog>
    </Stack>
  );
}
