// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
import type { CalculatorShape } from '@calchub/calc-engine';
import { describedPage } from '../../described-page.js';
import type { CalculatorPageDefinition } from '../../types.js';
import { volumePage } from '../described/volume-page.js';

export const calculator: CalculatorShape = {
  "slug": "volume",
  "inputs": [
    {
      "name": "shape",
      "label": "Shape",
      "type": "select",
      "required": true,
      "options": [
        1,
        2,
        3,
        4,
        5,
        6,
        7,
        8,
        9,
        10,
        11
      ],
      "optionLabels": {
        "1": "Sphere",
        "2": "Cone",
        "3": "Cube",
        "4": "Cylinder",
        "5": "Rectangular tank",
        "6": "Capsule",
        "7": "Spherical cap",
        "8": "Conical frustum",
        "9": "Ellipsoid",
        "10": "Square pyramid",
        "11": "Tube"
      },
      "uiDefault": 1,
      "help": "The solid to measure; the form asks for its own dimensions."
    },
    {
      "name": "lengthUnit",
      "label": "Length Unit",
      "type": "select",
      "required": false,
      "default": 1,
      "options": [
        1,
        2,
        3,
        4,
        5,
        6
      ],
      "optionLabels": {
        "1": "m",
        "2": "cm",
        "3": "mm",
        "4": "ft",
        "5": "in",
        "6": "yd"
      },
      "uiDefault": 1,
      "help": "Every length is in this unit; the volume comes out in its cube."
    },
    {
      "type": "number",
      "checked": true,
      "min": 0,
      "minExclusive": true,
      "max": 1000000,
      "step": 0.01,
      "name": "radius",
      "label": "Radius",
      "required": true,
      "uiDefault": 3,
      "placeholder": "e.g. 3",
      "visibleWhen": {
        "input": "shape",
        "equals": [
          1,
          2,
          4,
          6,
          7
        ]
      },
      "help": "From the centre to the surface; for a spherical cap, the radius of the whole ball it is cut from."
    },
    {
      "type": "number",
      "checked": true,
      "min": 0,
      "minExclusive": false,
      "max": 1000000,
      "step": 0.01,
      "name": "height",
      "label": "Height",
      "required": false,
      "uiDefault": 5,
      "placeholder": "e.g. 5",
      "visibleWhen": {
        "input": "shape",
        "equals": [
          2,
          4,
          5,
          6,
          7,
          8,
          10
        ]
      },
      "help": "Straight up from the base; for a capsule the straight middle part only (empty is 0, a sphere); for a cap, its height."
    },
    {
      "type": "number",
      "checked": true,
      "min": 0,
      "minExclusive": true,
      "max": 1000000,
      "step": 0.01,
      "name": "edge",
      "label": "Edge / Base Edge",
      "required": true,
      "uiDefault": 2,
      "placeholder": "e.g. 2",
      "visibleWhen": {
        "input": "shape",
        "equals": [
          3,
          10
        ]
      },
      "help": "A side of the cube, or of the pyramid's square base."
    },
    {
      "type": "number",
      "checked": true,
      "min": 0,
      "minExclusive": true,
      "max": 1000000,
      "step": 0.01,
      "name": "length",
      "label": "Length",
      "required": true,
      "uiDefault": 4,
      "placeholder": "e.g. 4",
      "visibleWhen": {
        "input": "shape",
        "equals": [
          5,
          11
        ]
      },
      "help": "The long side of the tank, or how long the tube is."
    },
    {
      "type": "number",
      "checked": true,
      "min": 0,
      "minExclusive": true,
      "max": 1000000,
      "step": 0.01,
      "name": "width",
      "label": "Width",
      "required": true,
      "uiDefault": 3,
      "placeholder": "e.g. 3",
      "visibleWhen": {
        "input": "shape",
        "equals": [
          5
        ]
      },
      "help": "The short side of the tank's base."
    },
    {
      "type": "number",
      "checked": true,
      "min": 0,
      "minExclusive": true,
      "max": 1000000,
      "step": 0.01,
      "name": "bottomRadius",
      "label": "Bottom Radius",
      "required": true,
      "uiDefault": 4,
      "placeholder": "e.g. 4",
      "visibleWhen": {
        "input": "shape",
        "equals": [
          8
        ]
      },
      "help": "The radius of the wide end."
    },
    {
      "type": "number",
      "checked": true,
      "min": 0,
      "minExclusive": false,
      "max": 1000000,
      "step": 0.01,
      "name": "topRadius",
      "label": "Top Radius",
      "required": true,
      "uiDefault": 2,
      "placeholder": "e.g. 2",
      "visibleWhen": {
        "input": "shape",
        "equals": [
          8
        ]
      },
      "help": "The radius of the cut end; 0 makes it a whole cone."
    },
    {
      "type": "number",
      "checked": true,
      "min": 0,
      "minExclusive": true,
      "max": 1000000,
      "step": 0.01,
      "name": "axisA",
      "label": "Semi-axis a",
      "required": true,
      "uiDefault": 3,
      "placeholder": "e.g. 3",
      "visibleWhen": {
        "input": "shape",
        "equals": [
          9
        ]
      },
      "help": "Half of the ellipsoid's width along one of its three axes."
    },
    {
      "type": "number",
      "checked": true,
      "min": 0,
      "minExclusive": true,
      "max": 1000000,
      "step": 0.01,
      "name": "axisB",
      "label": "Semi-axis b",
      "required": true,
      "uiDefault": 2,
      "placeholder": "e.g. 2",
      "visibleWhen": {
        "input": "shape",
        "equals": [
          9
        ]
      },
      "help": "Half of the ellipsoid's width along one of its three axes."
    },
    {
      "type": "number",
      "checked": true,
      "min": 0,
      "minExclusive": true,
      "max": 1000000,
      "step": 0.01,
      "name": "axisC",
      "label": "Semi-axis c",
      "required": true,
      "uiDefault": 1,
      "placeholder": "e.g. 1",
      "visibleWhen": {
        "input": "shape",
        "equals": [
          9
        ]
      },
      "help": "Half of the ellipsoid's width along one of its three axes."
    },
    {
      "type": "number",
      "checked": true,
      "min": 0,
      "minExclusive": true,
      "max": 1000000,
      "step": 0.01,
      "name": "outerDiameter",
      "label": "Outer Diameter",
      "required": true,
      "uiDefault": 10,
      "placeholder": "e.g. 10",
      "visibleWhen": {
        "input": "shape",
        "equals": [
          11
        ]
      },
      "help": "Across the outside of the tube."
    },
    {
      "type": "number",
      "checked": true,
      "min": 0,
      "minExclusive": false,
      "max": 1000000,
      "step": 0.01,
      "name": "innerDiameter",
      "label": "Inner Diameter",
      "required": true,
      "uiDefault": 8,
      "placeholder": "e.g. 8",
      "visibleWhen": {
        "input": "shape",
        "equals": [
          11
        ]
      },
      "help": "Across the hollow inside; less than the outer diameter. The volume is that of the wall."
    }
  ],
  "outputs": [
    {
      "name": "volume",
      "type": "number",
      "label": "Volume",
      "decimals": 4,
      "words": "the volume"
    },
    {
      "name": "volumeCubicMeters",
      "type": "number",
      "unit": "m³",
      "label": "Cubic meters",
      "decimals": 4
    },
    {
      "name": "volumeLiters",
      "type": "number",
      "unit": "L",
      "label": "Liters",
      "decimals": 3,
      "words": "the volume in litres"
    },
    {
      "name": "volumeCubicFeet",
      "type": "number",
      "unit": "ft³",
      "label": "Cubic feet",
      "decimals": 4
    },
    {
      "name": "volumeUsGallons",
      "type": "number",
      "unit": "US gal",
      "label": "US gallons",
      "decimals": 3
    }
  ],
  "primary": "volume"
};
export const definition: CalculatorPageDefinition = describedPage(calculator, volumePage);
export const loadCode = () => import('../calculator-code/volume.js');
