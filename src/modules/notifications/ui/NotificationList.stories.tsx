import type { Meta, StoryObj } from '@storybook/react-webpack5';
import type { QueryLike } from '../../../ui/QueryState';
import type { NotificationsResponse } from '../contract';
import { NotificationList } from './NotificationList';
import { areaEvent, areaTask, cleaned, photoHidden, submissionApproved, taskApproved, taskRejected } from './test-notifications';

const query = (patch: Partial<QueryLike<NotificationsResponse>>): QueryLike<NotificationsResponse> => ({
  isPending: false,
  isError: false,
  error: null,
  data: undefined,
  refetch: () => {},
  ...patch,
});

const all = [cleaned('n1'), taskRejected('n2'), taskApproved('n3'), submissionApproved('n4'), photoHidden('n5')];

const meta: Meta<typeof NotificationList> = {
  title: 'Notifications/NotificationList',
  component: NotificationList,
  decorators: [(Story) => <div style={{ maxWidth: 380, border: '1px solid #ddd' }}>{Story()}</div>],
};
export default meta;
type Story = StoryObj<typeof NotificationList>;

/** Every kind: a cleaned report with its before and after photos, decisions with links, a hidden photo; the first three were unread when the list opened. */
export const Mixed: Story = {
  args: { query: query({ data: { notifications: all, unreadCount: 0 } }), unreadIds: new Set(['n1', 'n2', 'n3']) },
};

/** A cleaned report whose report photo is not public (held, hidden or deleted): only the after-photo. */
export const CleanedOnePhoto: Story = {
  args: { query: query({ data: { notifications: [cleaned('n1', { beforePhotoUrl: null })], unreadCount: 1 } }), unreadIds: new Set(['n1']) },
};

/** Issue 24: a task and a cleanup event in one of the person's areas, each with its link (the map at the task, the event's page). */
export const AreaAlerts: Story = {
  args: { query: query({ data: { notifications: [areaTask('n6'), areaEvent('n7')], unreadCount: 2 } }), unreadIds: new Set(['n6', 'n7']) },
};

export const Empty: Story = { args: { query: query({ data: { notifications: [], unreadCount: 0 } }), unreadIds: new Set() } };
export const Loading: Story = { args: { query: query({ isPending: true }), unreadIds: new Set() } };
export const LoadError: Story = { args: { query: query({ isError: true, error: new Error('500: Internal') }), unreadIds: new Set() } };
export const German: Story = { ...Mixed, globals: { locale: 'de' } };
