import type { CompletionResponse, TaskDto } from '../contract';

/** Sample tasks for tests and stories (no photos: the fallback icon shows). */
export function sampleTask(overrides: Partial<Omit<TaskDto, 'report'>> & { report?: Partial<TaskDto['report']> } = {}): TaskDto {
  const { report, ...rest } = overrides;
  return {
    id: '00000000-0000-4000-8000-000000000001',
    status: 'available',
    verificationStatus: null,
    acceptedAt: null,
    heldUntil: null,
    reward: 20,
    seenBy: 1,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...rest,
    report: {
      id: '00000000-0000-4000-8000-0000000000a1',
      latitude: 51.4828,
      longitude: 11.9697,
      wasteType: 'plastic',
      priority: 'high',
      imageUrl: null,
      thumbnailUrl: null,
      description: 'Plastic bottles and bags along the riverbank path.',
      location: 'Riverbank path',
      estimatedEffort: 20,
      reward: 20,
      aiAnalysis: null,
      ...report,
    },
  };
}

export function sampleCompletion(status: CompletionResponse['verificationStatus'], overrides: Partial<CompletionResponse> = {}): CompletionResponse {
  const base: Record<CompletionResponse['verificationStatus'], CompletionResponse['analysis']> = {
    verified: {
      completionPercentage: 92,
      qualityScore: 88,
      bonusEarned: 5,
      feedback: 'The path is clear: the bottles and bags are gone.',
      areasImproved: ['Path edge', 'Under the bench'],
      stillNeedsWork: [],
      environmentalImpact: 'About 1.2 kg of plastic kept out of the river.',
    },
    needs_review: {
      completionPercentage: 55,
      qualityScore: 50,
      bonusEarned: 0,
      feedback: 'The change between the photos is unclear, so a moderator will take a look.',
      areasImproved: ['Path edge'],
      stillNeedsWork: ['Hard to compare: different angle'],
      environmentalImpact: 'Some litter removed.',
    },
    failed: {
      completionPercentage: 5,
      qualityScore: 10,
      bonusEarned: 0,
      feedback: 'The after-photo is nearly identical to the report photo.',
      areasImproved: [],
      stillNeedsWork: ['Bottles still on the path', 'Bags by the water'],
      environmentalImpact: '',
    },
  };
  return {
    verificationStatus: status,
    reward: status === 'verified' ? 25 : 0,
    analysis: base[status],
    verifier: 'local',
    fallbackReason: null,
    task: sampleTask({ status: status === 'verified' ? 'completed' : 'assigned', verificationStatus: status }),
    ...overrides,
  };
}
