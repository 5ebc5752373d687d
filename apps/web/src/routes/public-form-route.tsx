// Public form fill-in routes: ids must be digits only, else the not-found page (spec section 5).
import { useParams } from 'react-router-dom';
import { CenteredLayout } from '../components/layout/centered-layout';
import { PublicLayout } from '../components/layout/public-layout';
import { ComingSoonPage } from '../features/shell/coming-soon-page';
import { NotFoundPage } from '../features/shell/not-found-page';
import { paramsAreDigits } from './route-params';

export function PublicFormRoute({ digitParams }: { digitParams?: readonly string[] }) {
  const params = useParams();
  if (digitParams && !paramsAreDigits(params, digitParams)) {
    return (
      <PublicLayout>
        <NotFoundPage />
      </PublicLayout>
    );
  }
  return (
    <CenteredLayout>
      <ComingSoonPage name="PublicForm" centered />
    </CenteredLayout>
  );
}
