import { useNavigation } from 'react-router';
import './NavigationProgress.css';

/**
 * A bar across the top while the next page loads (its data or code): a click gets an answer at once, also on a slow
 * network. It shows only after a short delay (CSS), so a page that comes at once does not flash it.
 */
export function NavigationProgress({ label }: { label: string }) {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <div className="ui-nav-progress" role="progressbar" aria-label={label} data-testid="navigation-progress" />;
}
