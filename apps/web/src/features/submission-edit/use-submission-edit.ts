// Edit mode's server calls: the submission with every field (submissions.get) and saving corrected answers.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc';

export function useSubmissionQuery(id: number) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.submissions.get.queryOptions({ id }), retry: false, refetchOnWindowFocus: false });
}

/** Saves, then primes this submission's cache and refreshes the patient's history (its score may have changed). */
export function useSaveAnswers(id: number) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.submissions.saveAnswers.mutationOptions({
      onSuccess: async (data) => {
        queryClient.setQueryData(trpc.submissions.get.queryKey({ id }), data);
        await queryClient.invalidateQueries({ queryKey: trpc.submissions.listForPatient.pathKey() });
      },
    }),
  );
}
