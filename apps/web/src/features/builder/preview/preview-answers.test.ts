// The live preview: conditional fields appear as options are chosen, the score counts visible fields only.
import { describe, expect, it } from 'vitest';
import type { TField } from '@praxiform/domain';
import { previewView, setAnswer, toggleOption } from './preview-answers';

const fields: TField[] = [
  {
    id: 'pain',
    type: 'radio',
    title: 'Douleur ?',
    required: true,
    practitionerOnly: false,
    options: [
      {
        id: 'yes',
        label: 'Oui',
        points: 3,
        children: [
          {
            id: 'where',
            type: 'checkbox',
            title: 'Où ?',
            required: false,
            practitionerOnly: false,
            options: [
              { id: 'back', label: 'Dos', points: 2, children: [] },
              { id: 'neck', label: 'Nuque', points: 5, children: [] },
            ],
          },
        ],
      },
      { id: 'no', label: 'Non', points: 0, children: [] },
    ],
  },
  { id: 'notes', type: 'textarea', title: 'Notes', required: false, practitionerOnly: true },
];

describe('preview', () => {
  it('shows a conditional field only once its option is chosen', () => {
    expect([...previewView(fields, {}, false).visible]).toEqual(['pain', 'notes']);
    expect(previewView(fields, { pain: 'yes' }, false).visible.has('where')).toBe(true);
    expect(previewView(fields, { pain: 'no' }, false).visible.has('where')).toBe(false);
    expect(previewView(fields, {}, false).score).toBeNull();
  });

  it('scores chosen options of visible fields only', () => {
    let answers = setAnswer({}, 'pain', 'yes');
    answers = toggleOption(answers, 'where', 'back');
    answers = toggleOption(answers, 'where', 'neck');
    expect(previewView(fields, answers, true).score).toEqual({ score: 10, max: 10 });
    answers = toggleOption(answers, 'where', 'neck');
    expect(previewView(fields, answers, true).score).toEqual({ score: 5, max: 10 });
    // Hiding the conditional field drops its points and its share of the maximum.
    answers = setAnswer(answers, 'pain', 'no');
    expect(previewView(fields, answers, true).score).toEqual({ score: 0, max: 3 });
  });
});
