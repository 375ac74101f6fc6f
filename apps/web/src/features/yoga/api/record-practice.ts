import { useMutation, useQueryClient } from '@tanstack/react-query';
import { recordPracticeRoute, type RecordPracticeRequest } from '@thrive/contract';
import { callApi } from '../../../lib/api-client';

/** Records a finished session on the account, for the dashboard's minutes of practice. */
export function recordPractice(practice: RecordPracticeRequest) {
  return callApi(recordPracticeRoute, { body: practice });
}

export function useRecordPractice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: recordPractice,
    onSuccess: () => client.invalidateQueries({ queryKey: ['practice'] }),
  });
}
