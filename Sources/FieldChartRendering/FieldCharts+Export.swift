// The renderers take and return the chart model, so importing them brings the model too.
@_exported import FieldCharts
