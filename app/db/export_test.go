package db

// FillSortKeys is migration 0015's Go step, for the tests.
var FillSortKeys = fillSortKeys
