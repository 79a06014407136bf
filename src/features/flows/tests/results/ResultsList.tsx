import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlowTest, FlowTestResult } from '../../../../lib/api-client/schema';
import { TestResultItem } from './TestResultItem';

/**
 * Results shown at a time. A suite of 200 tests drawn at once held the main thread for over a
 * second (npm run bench:tests); failed ones come first, so the first page is what needs reading.
 */
export const RESULTS_PAGE = 20;

export interface ResultsListProps {
  results: readonly FlowTestResult[];
  tests: readonly FlowTest[] | undefined;
  testsKnown: boolean;
  flowName: (flowId: string) => string;
}

/** The run's results a page at a time; "Show more" moves the focus to the first one it adds. */
export function ResultsList({ results, tests, testsKnown, flowName }: ResultsListProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(RESULTS_PAGE);
  const [focusFrom, setFocusFrom] = useState<number>();
  const byId = new Map(tests?.map((test) => [test.id, test]));
  const left = results.length - shown;
  return (
    <>
      {results.slice(0, shown).map((result, index) => (
        <TestResultItem
          key={result.testId}
          result={result}
          test={byId.get(result.testId)}
          testsKnown={testsKnown}
          flowName={flowName}
          focusOnMount={index === focusFrom}
        />
      ))}
      {left > 0 && (
        <Button
          sx={{ mt: 1 }}
          onClick={() => {
            setFocusFrom(shown);
            setShown(shown + RESULTS_PAGE);
          }}
        >
          {t('flows.testRun.showMore', { count: Math.min(left, RESULTS_PAGE), left })}
        </Button>
      )}
    </>
  );
}
