/** Texts of the tasks module's errors (spec section 8 where it quotes them). */
export const TASK_MESSAGES = {
  notFound: 'This task does not exist (any more).',
  acceptFailed: 'Failed to accept task. It may no longer be available.',
  holdLimit: (limit: number) => `You already hold ${limit} ${limit === 1 ? 'task' : 'tasks'}, the most one person can hold at once. Finish or release one first.`,
  ownReport: 'You reported this task yourself, so someone else gets to clean it up.',
  notForVolunteers: 'This spot is hazardous and not for volunteers. It was offered to the city.',
  deleteFailed: 'Failed to delete task. Please try again.',
  completeFailed: 'Failed to complete task. Please try again.',
  notYours: 'This task is not one of your accepted tasks.',
  alreadyCompleted: 'This task is already completed.',
  noCompletionPhoto: 'No completion photo provided',
  ownWork: 'This is your own work: another moderator has to decide it.',
  confirmOwn: 'You reported this spot yourself. Others can confirm it with their photos.',
  confirmClosed: 'This spot was already cleaned up. Please report it again as a new spot.',
  noConfirmationPhoto: 'Please add your photo of this spot.',
  blurredReview: 'Much of your after-photo was blurred before sending, so a moderator will review this task. Your reward is credited after approval.',
  noPhotoReview: 'Without an after-photo there is nothing to check automatically, so a moderator will review this task. Your reward is credited after approval.',
} as const;
