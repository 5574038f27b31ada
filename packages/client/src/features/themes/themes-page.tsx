import { EmptyState } from '../../components/empty-state';

export default function ThemesPage() {
  return (
    <EmptyState
      title={'Themes'}
      description={'Themes of open comments and mentions with volume, sentiment and quotes.'}
    />
  );
}
