// After a change to a patient's forms: refresh that patient's history and file, the patient list and the dashboard counts.
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTRPC } from './trpc';

export function useSubmissionRefresh() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useCallback(
    (patientId: number | null) =>
      Promise.all([
        ...(patientId === null
          ? [queryClient.invalidateQueries(trpc.submissions.waitingRoom.pathFilter())]
          : [
              queryClient.invalidateQueries(trpc.submissions.listForPatient.queryFilter({ patientId })),
              queryClient.invalidateQueries(trpc.patients.get.queryFilter({ id: patientId })),
            ]),
        queryClient.invalidateQueries(trpc.patients.list.pathFilter()),
        queryClient.invalidateQueries(trpc.patients.stats.pathFilter()),
      ]),
    [trpc, queryClient],
  );
}
