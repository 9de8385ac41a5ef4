import { useState } from 'react';
import { Alert, Button, FileButton, Group, List, Stack, Text } from '@mantine/core';
import { skipToken } from '@reduxjs/toolkit/query';
import { useGetLocationFileQuery, useUploadLocationsMutation } from '../api/locations-api';
import { errorsOf } from '../lib/messages';

/** Uploads a locations CSV (header name,parent); the worker imports it, this shows the outcome. */
export function LocationUpload({
  promotionId,
  onDone,
}: {
  promotionId: number;
  onDone: () => void;
}) {
  const [upload, uploading] = useUploadLocationsMutation();
  const [fileId, setFileId] = useState<number | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [reported, setReported] = useState<number | null>(null);
  const { data: file } = useGetLocationFileQuery(fileId ? { promotionId, id: fileId } : skipToken, {
    pollingInterval: fileId && fileId !== reported ? 1000 : 0,
  });
  if (file && file.status !== 'processing' && reported !== file.id) {
    setReported(file.id);
    onDone();
  }
  const choose = async (chosen: File | null) => {
    if (!chosen) return;
    setProblems([]);
    try {
      const stored = await upload({ promotionId, file: chosen }).unwrap();
      setFileId(stored.id);
    } catch (error) {
      setProblems(errorsOf(error));
    }
  };
  return (
    <Stack gap="xs">
      <Group>
        <FileButton onChange={(chosen) => void choose(chosen)} accept=".csv,text/csv">
          {(props) => (
            <Button variant="default" loading={uploading.isLoading} {...props}>
              Upload locations CSV
            </Button>
          )}
        </FileButton>
        <Text size="sm" c="dimmed">
          Columns: name, parent (the parent&apos;s name; empty for a top-level location).
        </Text>
      </Group>
      {problems.length ? (
        <Alert color="red" role="alert" title="Could not upload the file">
          <List size="sm">
            {problems.map((problem) => (
              <List.Item key={problem}>{problem}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      {file ? (
        <Alert color={file.rows_failed ? 'yellow' : 'green'} role="status" title={file.filename}>
          {file.status === 'processing'
            ? 'Processing…'
            : `${file.rows_created} added, ${file.rows_failed} refused.`}
          {file.errors.length ? (
            <List size="sm">
              {file.errors.map((error) => (
                <List.Item key={error.line}>
                  Line {error.line}: {error.reason}
                </List.Item>
              ))}
            </List>
          ) : null}
        </Alert>
      ) : null}
    </Stack>
  );
}
