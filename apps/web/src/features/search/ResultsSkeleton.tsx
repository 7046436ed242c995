import { Box, Skeleton, SkeletonText, Stack } from '@chakra-ui/react';
import { skeletonRecipe } from '@chakra-ui/react/theme';
import { addRecipes } from '../../theme/system';

addRecipes({ skeleton: skeletonRecipe });

/**
 * What the results area shows before its first answer: a compact situation-answer bar (when one may come) and three
 * card-sized placeholders, so the page has its final shape from the first paint and the results that replace them
 * move nothing above them. Hidden from screen readers: the result count heading says "Loading results".
 */
export function ResultsSkeleton({ withAnswer }: { withAnswer: boolean }) {
  return (
    <Stack gap="4" aria-hidden="true" data-testid="results-skeleton">
      {withAnswer && <Skeleton height="16" borderRadius="md" />}
      {[0, 1, 2].map((i) => (
        <Box key={i} borderWidth="1px" borderRadius="md" p="4" height="56">
          <Skeleton height="5" width="32" mb="3" />
          <Skeleton height="6" width="3/4" mb="4" />
          <SkeletonText noOfLines={4} gap="2" />
        </Box>
      ))}
    </Stack>
  );
}

/** The Refine Search panel's place while its first facet counts load (its height as it usually ends up). */
export function RefineSkeleton() {
  return <Skeleton height="xl" borderRadius="md" aria-hidden="true" data-testid="refine-skeleton" />;
}
