import type { AdminPage } from '@storefront/core';
import { Button } from '../../ui/Button';
import { SelectField } from '../../ui/SelectField';
import { AdminTable, type AdminColumn } from './AdminTable';
import { useAdminSession } from './admin-session';
import type { ReviewView } from './admin-types';
import { listQuery, withParams } from './list-params';
import { Notice } from './Notice';
import { useAdminAction } from './use-admin-action';
import { useAdminData } from './use-admin-data';
import { useListParams } from './use-list-params';

/** Reviews waiting for moderation (or the approved and rejected ones): approve or reject each. */
export function ReviewsPage() {
  const { client } = useAdminSession();
  const [params, setParams] = useListParams();
  const status = params.get('status') ?? 'pending';
  const reviews = useAdminData<AdminPage<ReviewView>>('/reviews', { ...listQuery(params, []), status });
  const action = useAdminAction();
  const moderate = (review: ReviewView, decision: 'approve' | 'reject') =>
    void action
      .run(async () => {
        await client.send('POST', `/reviews/${review.id}/${decision}`);
        return `The review “${review.title}” is ${decision === 'approve' ? 'approved' : 'rejected'}.`;
      })
      .then(reviews.reload);
  const columns: AdminColumn<ReviewView>[] = [
    { label: 'Product', render: (review) => review.product_id },
    { label: 'Title', render: (review) => review.title },
    { label: 'Review', render: (review) => review.detail },
    { label: 'By', render: (review) => review.nickname },
    {
      label: 'Decision',
      render: (review) => (
        <div className="admin-buttons">
          {status !== 'approved' && (
            <Button
              disabled={action.busy}
              aria-label={`Approve “${review.title}”`}
              onClick={() => moderate(review, 'approve')}
            >
              Approve
            </Button>
          )}
          {status !== 'rejected' && (
            <Button
              disabled={action.busy}
              aria-label={`Reject “${review.title}”`}
              onClick={() => moderate(review, 'reject')}
            >
              Reject
            </Button>
          )}
        </div>
      ),
    },
  ];
  return (
    <>
      <h1>Reviews</h1>
      <SelectField
        id="reviews-status"
        label="Show"
        className="admin-narrow"
        value={status}
        onChange={(event) => setParams(withParams(params, { status: event.target.value }))}
      >
        <option value="pending">Pending</option>
        <option value="approved">Approved</option>
        <option value="rejected">Rejected</option>
      </SelectField>
      <Notice done={action.done} error={action.error ?? reviews.error} />
      <AdminTable
        caption={`${status[0]!.toUpperCase()}${status.slice(1)} reviews`}
        columns={columns}
        rows={reviews.data?.items}
        total={reviews.data?.total}
        rowKey={(review) => review.id}
        loading={reviews.loading}
      />
    </>
  );
}
