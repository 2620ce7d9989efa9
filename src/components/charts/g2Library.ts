/**
 * What G2 looks up by name to draw these charts, and nothing more: G2's `corelib()` registers every mark,
 * transform, interaction and composition it has (brushes, facets, word clouds, d3-force for beeswarms), which
 * every first chart had to load and evaluate. The list is what G2 asked its library for (`useLibrary`'s keys)
 * while every tracking tab and Channel Data was drawn, hovered, clicked on its legend and resized. A chart that
 * needs a name missing here does not draw and logs "Unknown Component: <key>" (the tracking browser test fails
 * on it): add the name here. G2's runtime brings its own private entries (views, labels, events).
 */
import { Cartesian, Theta, Transpose } from '@antv/g2/esm/coordinate/index';
import { Constant, Field, Transform, Column } from '@antv/g2/esm/encode/index';
import { Area, Interval, Line, LineY, Rect } from '@antv/g2/esm/mark/index';
import { Treemap } from '@antv/g2/esm/mark/treemap';
import { Band, Constant as ScaleConstant, Identity, Linear, Ordinal, Point } from '@antv/g2/esm/scale/index';
import { Light } from '@antv/g2/esm/theme/index';
import { AxisX, AxisY, LegendCategory } from '@antv/g2/esm/component/index';
import { LegendFilter, ScrollbarFilter, SliderFilter, Tooltip } from '@antv/g2/esm/interaction/index';
import { Inline } from '@antv/g2/esm/data/index';
import { DodgeX, StackY } from '@antv/g2/esm/transform/index';

export const chartLibrary = {
  'data.inline': Inline,
  'coordinate.cartesian': Cartesian,
  'coordinate.theta': Theta,
  'coordinate.transpose': Transpose,
  'encode.constant': Constant,
  'encode.field': Field,
  'encode.transform': Transform,
  'encode.column': Column,
  'mark.area': Area,
  'mark.interval': Interval,
  'mark.line': Line,
  'mark.lineY': LineY,
  'mark.rect': Rect,
  'mark.treemap': Treemap,
  'scale.band': Band,
  'scale.constant': ScaleConstant,
  'scale.identity': Identity,
  'scale.linear': Linear,
  'scale.ordinal': Ordinal,
  'scale.point': Point,
  'theme.light': Light,
  'component.axisX': AxisX,
  'component.axisY': AxisY,
  'component.legendCategory': LegendCategory,
  'interaction.tooltip': Tooltip,
  'interaction.legendFilter': LegendFilter,
  'interaction.sliderFilter': SliderFilter,
  'interaction.scrollbarFilter': ScrollbarFilter,
  'transform.dodgeX': DodgeX,
  'transform.stackY': StackY,
};
