import type { TFunction } from 'i18next';
import type { NotificationDto } from '../contract';

/** What a notification says, made from its kind and data in the active language. */
export interface NotificationText {
  title: string;
  body: string;
  /** 'approved' when the person may have earned something (their balances are refreshed), else 'rejected'. */
  outcome: 'approved' | 'rejected';
  /** Where to go from it, when somewhere makes sense. */
  link: { to: string; label: string } | null;
  /** The before and after photos of a cleaned report (only the public ones were sent). */
  photos: { before: string | null; after: string | null } | null;
}

export function notificationText(n: NotificationDto, t: TFunction): NotificationText {
  switch (n.kind) {
    case 'task_cleaned': {
      const place = n.data.location || t('kind.somewhere');
      const { beforePhotoUrl: before, afterPhotoUrl: after } = n.data;
      return {
        title: t('kind.taskCleanedTitle'),
        body: t('kind.taskCleanedBody', { place }),
        outcome: 'approved',
        link: null,
        photos: before || after ? { before, after } : null,
      };
    }
    case 'task_review': {
      const place = n.data.location || t('kind.yourTask');
      const approved = n.data.outcome === 'approved';
      return {
        title: t(approved ? 'kind.taskApprovedTitle' : 'kind.taskRejectedTitle'),
        body: approved ? t('kind.taskApprovedBody', { place, reward: n.data.reward }) : t('kind.taskRejectedBody', { place, reason: n.data.reason ?? '' }),
        outcome: n.data.outcome,
        link: { to: '/tasks', label: t('list.myTasks') },
        photos: null,
      };
    }
    case 'submission_review': {
      const approved = n.data.outcome === 'approved';
      return {
        title: t(approved ? 'kind.submissionApprovedTitle' : 'kind.submissionRejectedTitle'),
        body: approved
          ? t('kind.submissionApprovedBody', { title: n.data.title, xp: n.data.xp, coins: n.data.coins })
          : t('kind.submissionRejectedBody', { title: n.data.title, reason: n.data.reason ?? '' }),
        outcome: n.data.outcome,
        link: { to: '/submit-task', label: t('list.submissions') },
        photos: null,
      };
    }
    case 'photo_hidden':
      return {
        title: t('kind.photoHiddenTitle'),
        body: n.data.reason ? t('kind.photoHiddenBody', { reason: n.data.reason }) : t('kind.photoHiddenNoReason'),
        outcome: 'rejected',
        link: null,
        photos: null,
      };
    case 'area_task':
      return {
        title: t('kind.areaTaskTitle', { area: n.data.areaName }),
        body: t('kind.areaTaskBody', { area: n.data.areaName, waste: t(`waste.${n.data.wasteType}`, { defaultValue: t('waste.general') }) }),
        outcome: 'rejected', // nothing earned: no balances to refresh
        link: { to: `/map?task=${encodeURIComponent(n.data.taskId)}&lat=${n.data.latitude}&lon=${n.data.longitude}`, label: t('list.openTask') },
        photos: null,
      };
    case 'area_event':
      return {
        title: t('kind.areaEventTitle', { area: n.data.areaName }),
        body: t('kind.areaEventBody', { title: n.data.title, startsAt: new Date(n.data.startsAt) }),
        outcome: 'rejected',
        link: { to: `/events/${encodeURIComponent(n.data.eventId)}`, label: t('list.openEvent') },
        photos: null,
      };
    case 'task_city':
      return {
        title: t('kind.taskCityTitle'),
        body: t('kind.taskCityBody', { place: n.data.location || t('kind.somewhere') }) + (n.data.notes ? ` ${n.data.notes}` : ''),
        outcome: 'rejected', // nothing earned: nobody is paid for what the city cleared
        link: null,
        photos: null,
      };
    case 'adoption_due':
      return {
        title: t('kind.adoptionDueTitle'),
        body: t('kind.adoptionDueBody', { dueAt: new Date(n.data.dueAt) }),
        outcome: 'rejected',
        link: { to: '/spots', label: t('list.openSpots') },
        photos: null,
      };
    case 'adoption_released':
      return {
        title: t('kind.adoptionReleasedTitle'),
        body: t('kind.adoptionReleasedBody', { count: n.data.missedCycles }),
        outcome: 'rejected',
        link: { to: '/spots', label: t('list.openSpots') },
        photos: null,
      };
  }
}
