import { Button } from '../../ui/Button';
import { SelectField } from '../../ui/SelectField';
import type { AdminColumn } from './AdminTable';
import { useAdminSession } from './admin-session';
import type { ReviewView } from './admin-types';
import { ListPage, useAdminList } from './ListPage';
import { useAdminAction } from './use-admin-action';

/** The two decisions, each offered on the reviews not already in the status it leads to. */
const DECISIONS = [
  { decision: 'approve', label: 'Approve', hiddenAt: 'approved' },
  { decision: 'reject', label: 'Reject', hiddenAt: 'rejected' },
] as const;

/** Reviews waiting for moderation (or the approved and rejected ones): approve or reject each. */
export function ReviewsPage() {
  const { client } = useAdminSession();
  const list = useAdminList<ReviewView>('/reviews', ['status']);
  const status = list.params.get('status') ?? 'pending';
  const action = useAdminAction();
  const moderate = (review: ReviewView, decision: 'approve' | 'reject') =>
    void action
      .run(async () => {
        await client.send('POST', `/reviews/${review.id}/${decision}`);
        return `The review “${review.title}” is ${decision === 'approve' ? 'approved' : 'rejected'}.`;
      })
      .then(list.data.reload);
  const columns: AdminColumn<ReviewView>[] = [
    { label: 'Product', render: (review) => review.product_id },
    { label: 'Title', render: (review) => review.title },
    { label: 'Review', render: (review) => review.detail },
    { label: 'By', render: (review) => review.nickname },
    {
      label: 'Decision',
      render: (review) => (
        <div className="admin-buttons">
          {DECISIONS.filter((decision) => decision.hiddenAt !== status).map(({ decision, label }) => (
            <Button
              key={decision}
              disabled={action.busy}
              aria-label={`${label} “${review.title}”`}
              onClick={() => moderate(review, decision)}
            >
              {label}
            </Button>
          ))}
        </div>
      ),
    },
  ];
  return (
    <ListPage
      title="Reviews"
      list={list}
      idPrefix="reviews"
      toolbar={
        <SelectField
          id="reviews-status"
          label="Show"
          className="admin-narrow"
          value={status}
          onChange={(event) => list.apply({ status: event.target.value })}
        >
          <option value="pending">Pending</option>
          <option value="approved">Approved</option>
          <option value="rejected">Rejected</option>
        </SelectField>
      }
      notice={action}
      caption={`${status[0]!.toUpperCase()}${status.slice(1)} reviews`}
      columns={columns}
      rowKey={(review) => review.id}
    />
  );
}
