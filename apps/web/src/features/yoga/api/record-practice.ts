import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PracticeEntrySchema, type RecordPracticeRequest } from '@thrive/contract';
import { apiRequest } from '../../../lib/api-client';

/** Records a finished session on the account, for the dashboard's minutes of practice. */
export function recordPractice(practice: RecordPracticeRequest) {
  return apiRequest('/api/practice', { method: 'POST', body: practice, schema: PracticeEntrySchema });
}

export function useRecordPractice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: recordPractice,
    onSuccess: () => client.invalidateQueries({ queryKey: ['practice'] }),
  });
}
